"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import type { RichTextProps } from "./tiptap-editor";

/** The rich-text editor, loaded only when a form that needs it opens (it is not in a page's first load). */
export const RichTextEditor = dynamic<RichTextProps>(() => import("./tiptap-editor"), {
  ssr: false,
  loading: () => <Skeleton className="h-60 w-full" />,
});
