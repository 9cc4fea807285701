// Browser-side calls to our JSON API: the parsed body, or an ApiError carrying the server's stable
// `code` (and `reason`, field keys) so the screen can word the failure in the reader's language.
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly reason?: string,
    readonly fields?: Record<string, string>,
    /** seconds, from a 429's Retry-After */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

type ErrorBody = { success?: boolean; error?: string; code?: string; reason?: string; fields?: Record<string, string> };

const toApiError = (status: number, data: ErrorBody | null, retryAfter?: string | null) =>
  new ApiError(data?.error ?? "", status, data?.code, data?.reason, data?.fields, Number(retryAfter) > 0 ? Number(retryAfter) : undefined);

/** A form's JSON save: POST to `create` for a new row, PUT to `update` with the row's id beside the fields for an existing one. */
export const saveJson = <T>(api: { create: string; update: string }, row: { id: number | string } | null | undefined, body: object) =>
  row ? apiJson<T>(api.update, { method: "PUT", body: { ...body, id: row.id } }) : apiJson<T>(api.create, { method: "POST", body });

/** A JSON request (GET by default); `body` is sent as JSON, FormData as multipart. */
export async function apiJson<T>(url: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let res: Response;
  const isForm = typeof FormData !== "undefined" && init.body instanceof FormData;
  try {
    res = await fetch(url, {
      method: init.method ?? "GET",
      headers: init.body === undefined || isForm ? undefined : { "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      cache: "no-store",
      signal: init.signal,
    });
  } catch (e) {
    if (init.signal?.aborted) throw e;
    throw new ApiError("", 0); // network failure: the caller shows its own fallback
  }
  const data = (await res.json().catch(() => null)) as (T & ErrorBody) | null;
  if (!res.ok || !data || data.success === false) throw toApiError(res.status, data, res.headers.get("retry-after"));
  return data;
}

/** A multipart upload through XMLHttpRequest, so the form can show its progress (0–100). */
export function apiUpload<T>(url: string, form: FormData, onProgress: (percent: number) => void, method = "POST"): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const body = xhr.response as (T & ErrorBody) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && body.success !== false) resolve(body);
      else reject(toApiError(xhr.status, body, xhr.getResponseHeader("retry-after")));
    };
    xhr.onerror = () => reject(new ApiError("", 0));
    xhr.send(form);
  });
}

/** A multipart body: text as it is, numbers as text, lists as JSON, nothing as ""; then the chosen files. */
export function formDataOf(values: Record<string, unknown>, files: Record<string, File | null> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.set(k, v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v));
  for (const [k, file] of Object.entries(files)) if (file) body.set(k, file);
  return body;
}
