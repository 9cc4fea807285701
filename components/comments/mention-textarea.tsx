"use client";

import { useTranslations } from "next-intl";
import { useId, useImperativeHandle, useLayoutEffect, useRef, useState } from "react";
import { Textarea } from "@/components/ui/input";
import { MemberListbox, useMemberSearch } from "@/components/people/member-listbox";
import type { MemberCandidateJson } from "@/lib/comments/types";
import { stepOption } from "@/lib/lists/options";

// The word being typed when it starts with '@': what follows it up to the caret, no spaces.
const TYPED_MENTION = /(?:^|[\s(«"'])@([^\s@]{1,30})$/u;

type Props = Omit<React.ComponentProps<typeof Textarea>, "value" | "onChange"> & { value: string; onChange: (value: string) => void };

/**
 * A textarea that offers members to mention while an `@word` is typed: a listbox of the members
 * whose handle starts with (or whose name contains) the word, read from the server after a pause.
 * Arrow keys move through it, Enter or Tab takes one (its `@handle` replaces the word), Escape closes it.
 */
export function MentionTextarea({ value, onChange, onKeyDown, onBlur, className, ref, ...rest }: Props) {
  const t = useTranslations("Comments");
  const inner = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => inner.current!, []);
  const listId = useId();
  const [word, setWord] = useState<{ text: string; start: number; end: number } | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const { q, found } = useMemberSearch(word?.text ?? "");
  const candidates = word && q !== "" && !dismissed ? (found.data?.researchers ?? []) : [];
  const open = candidates.length > 0;
  const current = Math.min(active, Math.max(0, candidates.length - 1));
  // after a mention is taken, the caret goes after it as soon as the new text is rendered, before
  // the next key is handled (a frame later, fast typing had already gone on at the old place)
  const caretAfter = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfter.current;
    if (caret === null || !inner.current) return;
    caretAfter.current = null;
    inner.current.focus();
    inner.current.setSelectionRange(caret, caret);
  }, [value]);

  function readWord(el: HTMLTextAreaElement) {
    const caret = el.selectionStart ?? el.value.length;
    const m = TYPED_MENTION.exec(el.value.slice(0, caret));
    setWord(m ? { text: m[1], start: caret - m[1].length - 1, end: caret } : null);
    setActive(0);
    setDismissed(false);
  }

  function choose(c: MemberCandidateJson) {
    if (!word) return;
    const inserted = `@${c.handle} `;
    const next = value.slice(0, word.start) + inserted + value.slice(word.end);
    caretAfter.current = word.start + inserted.length;
    onChange(next);
    setWord(null);
  }

  return (
    <div className="relative">
      <Textarea
        {...rest}
        ref={inner}
        value={value}
        dir="auto"
        className={className}
        // a textarea keeps its textbox role (a combobox role is not allowed on it): it announces
        // the list it controls and the highlighted option instead
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          readWord(e.target);
        }}
        onClick={(e) => readWord(e.currentTarget)}
        onBlur={(e) => {
          // pressing an option keeps the focus here (MemberListbox), so a blur leaves the list
          setWord(null);
          onBlur?.(e);
        }}
        onKeyDown={(e) => {
          if (open) {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              setActive(stepOption(current, e.key === "ArrowDown" ? 1 : -1, candidates.length));
              return;
            }
            if (e.key === "Enter" || e.key === "Tab") {
              e.preventDefault();
              choose(candidates[current]);
              return;
            }
            if (e.key === "Escape") {
              e.preventDefault();
              setDismissed(true);
              return;
            }
          }
          onKeyDown?.(e);
        }}
      />
      {open && (
        <MemberListbox
          id={listId}
          label={t("mentionSuggestions")}
          members={candidates}
          active={current}
          onActive={setActive}
          onPick={choose}
          className="inset-x-0 max-h-60"
        />
      )}
    </div>
  );
}
