"use client";

import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { memberSearchText } from "@/lib/articles/co-authors";
import { stepOption } from "@/lib/lists/options";
import { MemberListbox, useMemberSearch } from "@/components/people/member-listbox";
import type { MemberCandidateJson } from "@/lib/comments/types";
import { cn } from "@/lib/utils";

type Props = Omit<React.ComponentProps<typeof Input>, "value" | "onChange" | "role"> & {
  value: string;
  onChange: (value: string) => void;
  /** a member chosen from the list */
  onPick: (member: MemberCandidateJson) => void;
  /** false: a plain text field (the row is already linked to a member) */
  searching: boolean;
  labels: { list: string; none: string; found: (count: number) => string };
};

/**
 * A name field that offers members while a name or @handle is typed: a listbox of the members
 * read from the server after a pause. What is typed stays valid free text; no option is
 * highlighted until an arrow key moves into the list, Enter takes the highlighted one, Escape
 * closes the list. The number found (or that none was) is announced.
 */
export function MemberCombobox({ value, onChange, onPick, searching, labels, onBlur, onKeyDown, className, ...rest }: Props) {
  const listId = useId();
  // the list follows typing only: a stored name does not open it when the field is focused
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);
  const { q, found } = useMemberSearch(searching && typing ? memberSearchText(value) : "");
  const settled = typing && q !== "" && !found.loading && found.data !== null;
  const candidates = typing && q !== "" ? (found.data?.researchers ?? []) : [];
  const open = candidates.length > 0;
  const current = active < candidates.length ? active : -1;

  function pick(member: MemberCandidateJson) {
    onPick(member);
    setTyping(false);
    setActive(-1);
  }

  return (
    <div className="relative grid gap-1">
      <Input
        {...rest}
        value={value}
        dir="auto"
        autoComplete="off"
        className={className}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && current >= 0 ? `${listId}-${current}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          setTyping(true);
          setActive(-1);
        }}
        onBlur={(e) => {
          // an option keeps the focus here when pressed (see onMouseDown), so a blur leaves the list
          setTyping(false);
          onBlur?.(e);
        }}
        onKeyDown={(e) => {
          if (open && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
            e.preventDefault();
            setActive(stepOption(current, e.key === "ArrowDown" ? 1 : -1, candidates.length));
            return;
          }
          if (open && e.key === "Enter") {
            // Enter in an open list chooses, or closes it on the typed text; it never submits the form
            e.preventDefault();
            if (current >= 0) pick(candidates[current]);
            else setTyping(false);
            return;
          }
          if (open && e.key === "Escape") {
            e.preventDefault();
            setTyping(false);
            return;
          }
          onKeyDown?.(e);
        }}
      />
      {open && (
        <MemberListbox
          id={listId}
          label={labels.list}
          members={candidates}
          active={current}
          onActive={setActive}
          onPick={pick}
          // as wide as the field on a phone; wider than a narrow column on a wide screen, so a name and its handle share a line
          className="start-0 end-0 max-h-64 md:end-auto md:w-max md:min-w-full md:max-w-sm"
        />
      )}
      <p role="status" className={cn("text-xs text-muted-foreground", !(settled && !open) && "sr-only")}>
        {settled ? (open ? labels.found(candidates.length) : labels.none) : ""}
      </p>
    </div>
  );
}
