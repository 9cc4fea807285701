"use client";

import { Bold, Code, Heading2, Heading3, Italic, Link2, List, ListOrdered, Pilcrow, Quote, Redo2, RemoveFormatting, SquareCode, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";
import styles from "./article-body.module.css";

type Command = { key: string; icon: React.ComponentType<{ className?: string }>; run: (editor: HTMLDivElement) => void };

const exec = (command: string, value?: string) => document.execCommand(command, false, value);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small rich-text editor for article bodies: headings, paragraphs, bold and italic, lists,
 * links, quotes, inline and block code. It produces plain HTML; the server sanitizes it with
 * the article allow-list before storing, and again before showing it.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  const t = useTranslations("Editor");
  const ref = useRef<HTMLDivElement>(null);
  const initial = useRef(value);

  useEffect(() => {
    // uncontrolled after the first render, so the caret never jumps
    if (ref.current) ref.current.innerHTML = initial.current;
    exec("defaultParagraphSeparator", "p");
  }, []);

  const emit = () => onChange(ref.current?.innerHTML === "<br>" ? "" : (ref.current?.innerHTML ?? ""));

  const commands: Command[][] = [
    [
      { key: "paragraph", icon: Pilcrow, run: () => exec("formatBlock", "<p>") },
      { key: "heading2", icon: Heading2, run: () => exec("formatBlock", "<h2>") },
      { key: "heading3", icon: Heading3, run: () => exec("formatBlock", "<h3>") },
    ],
    [
      { key: "bold", icon: Bold, run: () => exec("bold") },
      { key: "italic", icon: Italic, run: () => exec("italic") },
      { key: "code", icon: Code, run: () => exec("insertHTML", `<code>${escapeHtml(window.getSelection()?.toString() || "code")}</code>`) },
    ],
    [
      { key: "bulletList", icon: List, run: () => exec("insertUnorderedList") },
      { key: "numberedList", icon: ListOrdered, run: () => exec("insertOrderedList") },
      { key: "quote", icon: Quote, run: () => exec("formatBlock", "<blockquote>") },
      { key: "codeBlock", icon: SquareCode, run: () => exec("formatBlock", "<pre>") },
      {
        key: "link",
        icon: Link2,
        run: () => {
          const url = window.prompt(t("linkPrompt"), "https://")?.trim();
          if (url && /^(https?:\/\/|mailto:)/i.test(url)) exec("createLink", url);
        },
      },
    ],
    [
      { key: "clear", icon: RemoveFormatting, run: () => exec("removeFormat") },
      { key: "undo", icon: Undo2, run: () => exec("undo") },
      { key: "redo", icon: Redo2, run: () => exec("redo") },
    ],
  ];

  return (
    <div className="overflow-hidden rounded-md border border-input bg-card focus-within:ring-2 focus-within:ring-ring">
      <div role="toolbar" aria-label={t("toolbar")} aria-controls={id} className="flex flex-wrap items-center gap-0.5 border-b bg-muted/60 p-1">
        {commands.map((group, i) => (
          <div key={i} className={cn("flex items-center gap-0.5", i > 0 && "border-s ps-1")}>
            {group.map(({ key, icon: Icon, run }) => (
              <button
                key={key}
                type="button"
                title={t(key)}
                aria-label={t(key)}
                className="grid size-8 place-items-center rounded text-foreground/80 hover:bg-background hover:text-foreground"
                // keep the selection in the editor while clicking the toolbar
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  ref.current?.focus();
                  if (ref.current) run(ref.current);
                  emit();
                }}
              >
                <Icon className={cn("size-4", (key === "undo" || key === "redo") && "rtl:-scale-x-100")} />
              </button>
            ))}
          </div>
        ))}
      </div>
      <div
        id={id}
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        dir="auto"
        data-placeholder={t("placeholder")}
        onInput={emit}
        onBlur={emit}
        className={cn(
          styles.body,
          "max-h-[50vh] min-h-48 overflow-y-auto px-4 py-3 text-base outline-none empty:before:text-muted-foreground empty:before:content-[attr(data-placeholder)]",
        )}
      />
    </div>
  );
}
