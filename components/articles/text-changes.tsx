import type { TextChange } from "@/lib/articles/types";

/**
 * The words of one field with what changed marked: `version` shows the older text (removed words
 * struck), `current` the newer (added words marked), `both` one reading of the two (a reviewer's
 * "what changed since the version I reviewed"). `titles` name a mark for those who hover or listen.
 */
export function TextChanges({
  parts,
  side,
  titles,
}: {
  parts: TextChange[];
  side: "version" | "current" | "both";
  titles: { removed: string; added: string };
}) {
  return parts.map((p, i) =>
    p.change === "same" ? (
      <span key={i}>{p.text}</span>
    ) : side !== "current" && p.change === "removed" ? (
      <span key={i}>
        <del className="rounded-sm bg-red-100 text-red-900 decoration-red-700/60 dark:bg-red-950/60 dark:text-red-100" title={titles.removed}>
          {p.text}
        </del>
        {/* read together, a replaced word stays apart from its replacement */}
        {side === "both" && parts[i + 1]?.change === "added" && " "}
      </span>
    ) : side !== "version" && p.change === "added" ? (
      <ins key={i} className="rounded-sm bg-green-100 text-green-900 no-underline dark:bg-green-950/60 dark:text-green-100" title={titles.added}>
        {p.text}
      </ins>
    ) : null,
  );
}
