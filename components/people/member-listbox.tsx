"use client";

import { useApiQuery } from "@/lib/client/query";
import { useDebounced } from "@/lib/client/use-debounced";
import { MEMBER_SEARCH_ENDPOINT, type MemberCandidateJson } from "@/lib/comments/types";
import { cn } from "@/lib/utils";

/** The members whose handle starts with (or whose name contains) `text`, asked after a pause in typing; "" asks nothing. */
export function useMemberSearch(text: string) {
  const q = useDebounced(text, 250);
  const found = useApiQuery<{ researchers: MemberCandidateJson[] }>(MEMBER_SEARCH_ENDPOINT, { q }, { enabled: q !== "" });
  return { q, found };
}

/**
 * The members offered under a field that searches them (the @mention box, the co-author picker):
 * each option a name, its @handle and affiliation; pressing one keeps the focus in the field. The
 * field owns the keyboard and points at the highlighted option (`${id}-${index}`).
 */
export function MemberListbox({
  id,
  label,
  members,
  active,
  onActive,
  onPick,
  className,
}: {
  id: string;
  label: string;
  members: MemberCandidateJson[];
  /** the highlighted option's index, -1 for none */
  active: number;
  onActive: (index: number) => void;
  onPick: (member: MemberCandidateJson) => void;
  /** where the list sits beside its field */
  className?: string;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      className={cn("absolute top-full z-20 mt-1 overflow-auto rounded-md border bg-card p-1 shadow-lg", className)}
    >
      {members.map((m, i) => (
        <li
          key={m.handle}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          className={cn("grid cursor-pointer gap-0.5 rounded px-2 py-1.5 text-sm", i === active && "bg-muted")}
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => onActive(i)}
          onClick={() => onPick(m)}
        >
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <bdi className="font-medium">{m.name}</bdi>
            <span dir="ltr" className="text-xs text-muted-foreground">
              @{m.handle}
            </span>
          </span>
          {m.affiliation && (
            <span dir="auto" className="truncate text-xs text-muted-foreground">
              {m.affiliation}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
