"use server";

import { action } from "@/lib/http/action";
import { IMAGE_KINDS, IMAGE_MAX_BYTES } from "@/lib/files/files";
import { ZSignupForm } from "@/lib/schemas/auth";
import { headers } from "next/headers";
import { registerUser, signIn } from "@/lib/server/auth";
import { clientAddress } from "@/lib/server/rate-limit";
import { adoptUpload, releaseUploads, storeUpload } from "@/lib/server/uploads";
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
  // no account yet: the picture is stored without an uploader, and the new account adopts it
  const stored = input.picture
    ? await storeUpload({ file: input.picture, allowed: IMAGE_KINDS, maxBytes: IMAGE_MAX_BYTES, purpose: "avatar", uploader: null })
    : null;
  try {
    const result = await registerUser({
      input: { email: input.email, password: input.password, name: input.fullName, username: input.fullName, phone: input.phone },
      image: stored?.path,
      ip,
    });
    if (stored) await adoptUpload({ path: stored.path, purpose: "avatar", userId: result.userId });
  } catch (e) {
    if (stored) await releaseUploads([stored.path]);
    throw e;
  }
  // the new member starts signed in; should that fail (the sign-in budget of this address, say), the account stands and they are told to sign in
  const signedIn = await signIn({ input: { email: input.email, password: input.password }, headers: new Headers(await headers()) }).then(
    () => true,
    () => false,
  );
  return { email: input.email, signedIn };
});
