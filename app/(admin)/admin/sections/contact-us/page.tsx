import { adminSection, adminSectionMetadata } from "@/components/admin/admin-section";
import { getContactInfo } from "@/lib/server/contact";
import { ContactInfoForm } from "./_components/contact-info-form";
import { ContactMessages } from "./_components/contact-messages";

// Contact management: the contact info with Save Changes, and the messages.
export const generateMetadata = adminSectionMetadata("contact-us");
export default adminSection("contact-us", async () => (
  <div className="grid gap-6">
    <ContactInfoForm initial={await getContactInfo()} />
    <ContactMessages />
  </div>
));
