"use client";

import { useState } from "react";
import { apiUpload } from "@/lib/client/api";

/** Uploads with their progress: `progress` is 0–100 while one is under way (for FileField and the form's busy state), else null. */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  function upload<T>(url: string, body: FormData, method?: string): Promise<T> {
    setProgress(0);
    return apiUpload<T>(url, body, setProgress, method).finally(() => setProgress(null));
  }
  return { progress, upload };
}
