import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lastPathSegment } from "@/lib/files/files";

/**
 * A button that downloads a file under its own name; `of` names the item for a screen reader, so
 * several "Download" buttons on one page stay apart.
 */
export function DownloadButton({
  href,
  label,
  of,
  ...button
}: { href: string; label: React.ReactNode; of?: string } & Pick<React.ComponentProps<typeof Button>, "size" | "variant" | "className">) {
  return (
    <Button asChild {...button}>
      <a href={href} download={lastPathSegment(href)}>
        <Download /> {label}
        {of && (
          <span className="sr-only">
            {" "}
            <bdi>{of}</bdi>
          </span>
        )}
      </a>
    </Button>
  );
}
