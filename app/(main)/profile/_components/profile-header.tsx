"use client";

import { Calendar, Camera, Mail, MailCheck, MailWarning, MapPin, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { DistinguishedBadge, PersonCard, PersonFact } from "@/components/people/person-card";
import { toast } from "@/lib/client/toast";
import { apiJson } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/errors";
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "@/lib/files/files";
import type { ProfileJson } from "@/lib/profile/types";
import { PROFILE_API } from "@/lib/profile/types";
import { researcherPath } from "@/lib/researchers/types";
import { ImageFileInput } from "@/components/forms/image-file-input";
import { VALIDATION_LIMITS } from "@/lib/schemas/limits";
import { DISTINGUISHED_RULE } from "@/lib/users/distinguished";

/** The header card: picture (uploaded at once), name, e-mail, bio, location, join date, label. */
export function ProfileHeader({ profile, joinDate }: { profile: ProfileJson; joinDate: string }) {
  const t = useTranslations("Profile");
  const tv = useTranslations("Validation");
  const describe = useErrorText();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) return;
    // the server decides by content; this only spares a pointless upload
    if (!IMAGE_MIME_TYPES.includes(file.type)) return toast({ title: t("avatarFailed"), description: tv("imageOnly"), variant: "destructive" });
    if (file.size > IMAGE_MAX_BYTES)
      return toast({ title: t("avatarFailed"), description: tv("imageTooLarge", VALIDATION_LIMITS.imageTooLarge), variant: "destructive" });
    const body = new FormData();
    body.set("image", file);
    setUploading(true);
    try {
      await apiJson(`${PROFILE_API}/avatar.php`, { method: "POST", body });
      toast({ title: t("avatarSaved") });
      router.refresh();
    } catch (e) {
      toast({ title: t("avatarFailed"), description: describe(e, t("avatarFailed")), variant: "destructive" });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <PersonCard
      avatar={
        <div className="relative -mt-12 w-fit shrink-0">
          <Avatar src={profile.image} alt={profile.name} className="size-24 border-4 border-card" />
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={uploading}
            aria-label={t("changeAvatar")}
            title={t("changeAvatar")}
            className="absolute bottom-0 end-0 flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md hover:bg-primary/90 disabled:opacity-60"
          >
            <Camera className="size-4" />
          </button>
          <ImageFileInput ref={input} tabIndex={-1} aria-label={t("changeAvatar")} onFile={onFile} />
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold" dir="auto">
          {profile.name}
        </h1>
        {profile.distinguished && (
          <DistinguishedBadge
            label={t("distinguished")}
            hint={t("distinguishedHint", {
              articles: DISTINGUISHED_RULE.publishedArticles,
              projects: DISTINGUISHED_RULE.approvedOpportunities,
              answers: DISTINGUISHED_RULE.acceptedAnswers,
            })}
          />
        )}
        {uploading && (
          <span role="status" className="text-xs text-muted-foreground">
            {t("uploading")}
          </span>
        )}
      </div>
      <p className="text-sm leading-6 text-muted-foreground" dir="auto">
        {profile.bio || t("noBio")}
      </p>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <PersonFact icon={Mail} className="min-w-0">
          <bdi className="truncate" dir="ltr">
            {profile.email}
          </bdi>
          <Badge variant={profile.email_verified ? "secondary" : "warning"} className="ms-1 shrink-0 gap-1">
            {profile.email_verified ? <MailCheck className="size-3.5" aria-hidden /> : <MailWarning className="size-3.5" aria-hidden />}
            {profile.email_verified ? t("emailVerified") : t("emailUnverified")}
          </Badge>
        </PersonFact>
        {profile.location && (
          <PersonFact icon={MapPin}>
            <span dir="auto">{profile.location}</span>
          </PersonFact>
        )}
        <PersonFact icon={Calendar}>
          <span>{t("joined", { date: joinDate })}</span>
        </PersonFact>
        {profile.handle && (
          <PersonFact icon={UserRound}>
            <Link href={researcherPath(profile.handle)} className="text-primary underline-offset-4 hover:underline">
              {t("viewResearcherPage")}
            </Link>
          </PersonFact>
        )}
      </ul>
    </PersonCard>
  );
}
