"use server";

import { action } from "@/lib/action";
import { IMAGE_KINDS, IMAGE_MAX_BYTES } from "@/lib/files";
import { ZSignupForm } from "@/lib/schemas/auth";
import { headers } from "next/headers";
import { registerUser } from "@/lib/server/auth";
import { clientAddress } from "@/lib/server/rate-limit";
import { deleteUpload, saveUpload } from "@/lib/storage";
import { z } from "zod";

// The form travels as FormData: its text fields through the shared schema, the picture beside it.
const ZSignupFormData = z.instanceof(FormData).transform((fd, ctx) => {
  const fields = ZSignupForm.safeParse(Object.fromEntries([...fd.entries()].filter(([, v]) => typeof v === "string")));
  if (!fields.success) {
    fields.error.issues.forEach((i) => ctx.addIssue({ ...i, code: "custom" }));
    return z.NEVER;
  }
  const picture = fd.get("picture");
  return { ...fields.data, picture: picture instanceof File && picture.size > 0 ? picture : null };
});

export const signupAction = action({ auth: "public", schema: ZSignupFormData }, async ({ input }) => {
  const ip = clientAddress(await headers());
  const stored = input.picture ? await saveUpload({ file: input.picture, allowed: IMAGE_KINDS, maxBytes: IMAGE_MAX_BYTES }) : null;
  try {
    return await registerUser({
      input: { email: input.email, password: input.password, name: input.fullName, username: input.fullName, phone: input.phone },
      image: stored?.path,
      ip,
    });
  } catch (e) {
    if (stored) await deleteUpload(stored.path);
    throw e;
  }
});
