"use client";

import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Radical,
  Redo2,
  RemoveFormatting,
  Sigma,
  SquareCode,
  Undo2,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { BlockMath, InlineMath } from "./math-nodes";

export type RichTextProps = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  minimal?: boolean;
};

/**
 * Tiptap with the article allow-list's blocks: headings, paragraphs, bold and italic, lists, links,
 * quotes, inline and block code, and formulas (LaTeX, typeset on the server when read). Each
 * paragraph takes its own direction from its text (Arabic RTL, English LTR). It produces HTML that
 * the server sanitizes on write and again on render.
 */
export default function TiptapEditor({ id, value, onChange, labelledBy, describedBy, invalid, minimal }: RichTextProps) {
  const t = useTranslations("Editor");
  const editor = useEditor({
    immediatelyRender: false,
    textDirection: "auto",
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ["https", "http", "mailto"],
        HTMLAttributes: { rel: "noopener noreferrer nofollow", target: "_blank" },
      }),
      InlineMath,
      BlockMath,
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        "data-placeholder": t("placeholder"),
        class: cn("article-body", "min-h-48 px-4 py-3 focus:outline-none", minimal && "min-h-28"),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: !!e?.isActive("paragraph"),
      heading2: !!e?.isActive("heading", { level: 2 }),
      heading3: !!e?.isActive("heading", { level: 3 }),
      bold: !!e?.isActive("bold"),
      italic: !!e?.isActive("italic"),
      code: !!e?.isActive("code"),
      bulletList: !!e?.isActive("bulletList"),
      numberedList: !!e?.isActive("orderedList"),
      quote: !!e?.isActive("blockquote"),
      codeBlock: !!e?.isActive("codeBlock"),
      link: !!e?.isActive("link"),
    }),
  });

  const chain = () => editor!.chain().focus();
  const insertMath = (display: boolean) => {
    const latex = window.prompt(t("mathPrompt"))?.trim();
    if (latex)
      chain()
        .insertContent({ type: display ? "blockMath" : "inlineMath", attrs: { latex } })
        .run();
  };
  const groups: {
    key: keyof NonNullable<typeof active> | "clear" | "undo" | "redo" | "inlineMath" | "blockMath";
    icon: React.ComponentType<{ className?: string }>;
    run: () => void;
  }[][] = [
    [
      { key: "paragraph", icon: Pilcrow, run: () => chain().setParagraph().run() },
      { key: "heading2", icon: Heading2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { key: "heading3", icon: Heading3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { key: "bold", icon: Bold, run: () => chain().toggleBold().run() },
      { key: "italic", icon: Italic, run: () => chain().toggleItalic().run() },
      { key: "code", icon: Code, run: () => chain().toggleCode().run() },
    ],
    [
      { key: "bulletList", icon: List, run: () => chain().toggleBulletList().run() },
      { key: "numberedList", icon: ListOrdered, run: () => chain().toggleOrderedList().run() },
      { key: "quote", icon: Quote, run: () => chain().toggleBlockquote().run() },
      { key: "codeBlock", icon: SquareCode, run: () => chain().toggleCodeBlock().run() },
      {
        key: "link",
        icon: Link2,
        run: () => {
          if (editor?.isActive("link")) return void chain().unsetLink().run();
          const url = window.prompt(t("linkPrompt"), "https://")?.trim();
          if (url && /^(https?:\/\/|mailto:)/i.test(url)) chain().extendMarkRange("link").setLink({ href: url }).run();
        },
      },
    ],
    [
      { key: "inlineMath", icon: Sigma, run: () => insertMath(false) },
      { key: "blockMath", icon: Radical, run: () => insertMath(true) },
    ],
    [
      { key: "clear", icon: RemoveFormatting, run: () => chain().unsetAllMarks().clearNodes().run() },
      { key: "undo", icon: Undo2, run: () => chain().undo().run() },
      { key: "redo", icon: Redo2, run: () => chain().redo().run() },
    ],
  ];

  return (
    <div className={cn("overflow-hidden rounded-md border border-input bg-card focus-within:ring-2 focus-within:ring-ring", invalid && "border-destructive")}>
      <div role="toolbar" aria-label={t("toolbar")} aria-controls={id} className="flex flex-wrap items-center gap-1 border-b bg-muted/50 p-1">
        {groups.map((group, i) => (
          <div key={i} className="flex items-center gap-0.5 border-e pe-1 last:border-e-0">
            {group.map(({ key, icon: Icon, run }) => {
              const pressed = key in (active ?? {}) ? !!active?.[key as keyof typeof active] : undefined;
              return (
                <button
                  key={key}
                  type="button"
                  title={t(key)}
                  aria-label={t(key)}
                  aria-pressed={pressed}
                  disabled={!editor}
                  className="rounded p-1.5 text-foreground/80 hover:bg-muted aria-pressed:bg-primary/15 aria-pressed:text-primary disabled:opacity-50"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={run}
                >
                  <Icon className="size-4" />
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
