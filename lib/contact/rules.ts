import type { TransitionMap } from "@/lib/moderation/transitions";

/** An admin reads a message once; nothing takes it back to unread. */
export const CONTACT_TRANSITIONS: TransitionMap<"Unread" | "Read"> = { Unread: ["Read"], Read: [] };
