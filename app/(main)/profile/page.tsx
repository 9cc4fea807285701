import { pageMetadata } from "@/components/layout/page-title";
import { ClientMessages } from "@/components/providers/client-messages";
import { DataProviders } from "@/components/providers/data-providers";
import { getTranslations } from "next-intl/server";
import { getDateFormatter } from "@/lib/i18n/dates-server";
import { findMyItems, getProfile } from "@/lib/server/profile";
import { requirePageUser } from "@/lib/auth/session";
import { ProfileHeader } from "./_components/profile-header";
import { ProfileTabs } from "./_components/profile-tabs";
import { MySubmissions } from "./_components/my-submissions";
import { findMySubmissions } from "@/lib/server/articles/articles";
import { findMyFollows } from "@/lib/server/follows/follows";
import { getFeedToken } from "@/lib/server/feed-tokens";
import { isPublicReading } from "@/lib/auth/public-pages";
import { appOrigin } from "@/lib/http/origin";
import { FeedsCard } from "./_components/feeds-card";

export async function generateMetadata() {
  return pageMetadata((await getTranslations("Profile"))("metaTitle"), "profile");
}

// The profile: a header card and the tabs, at most 1200px wide (the main layout's width).
export default async function ProfilePage() {
  const actor = await requirePageUser();
  const [profile, items, format, submissions, follows, feedToken] = await Promise.all([
    getProfile({ actor }),
    findMyItems({ actor }),
    getDateFormatter("ar-SA"),
    findMySubmissions({ actor }),
    findMyFollows({ actor }),
    getFeedToken({ actor }),
  ]);
  return (
    <ClientMessages namespaces={["Profile", "Login", "Partnership", "AdminQA", "ArticleForm", "Follows", "Feeds"]}>
      <div className="mx-auto grid w-full max-w-[1200px] gap-6">
        <ProfileHeader profile={profile} joinDate={format.long(profile.join_date)} />
        <DataProviders>
          <ProfileTabs profile={profile} items={items} follows={follows} />
          <MySubmissions articles={submissions} />
          <FeedsCard origin={appOrigin()} handle={profile.handle} token={feedToken} isPublic={isPublicReading()} />
        </DataProviders>
      </div>
    </ClientMessages>
  );
}
