import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The card of the sign-in, sign-up and e-mailed-link pages: a centred title and line, then the page's part. */
export function AuthCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: string;
  description?: string;
  contentClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="shadow-2xl">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** The way between signing in and signing up (or back from the admins' sign-in): a question and the link that answers it. */
export function AuthSwitch({ prompt, href, label }: { prompt?: string; href: string; label: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {prompt && `${prompt} `}
      <Link href={href} className="font-semibold text-primary hover:underline">
        {label}
      </Link>
    </p>
  );
}
