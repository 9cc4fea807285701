// Client-safe shapes of the contact info and messages.
export type ContactInfo = { address: string; email: string; phone: string };
export type ContactMessageJson = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: "Unread" | "Read";
  created_at: string;
};

/** The JSON API's folder of this domain: clients name endpoints as `${X_API}/<name>.php`. */
export const CONTACT_API = "/backend/api/contact";
