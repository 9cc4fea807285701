// One error type for the domain layer and one map from its codes to HTTP statuses.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_SITE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  BAD_TRANSITION: 409,
  EMAIL_EXISTS: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
  BUSY: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The English text legacy clients read in `error`; the pages translate the code instead. */
export const ERROR_TEXT: Record<ErrorCode, string> = {
  BAD_REQUEST: "Invalid request",
  UNAUTHORIZED: "Not logged in",
  INVALID_CREDENTIALS: "Invalid email or password",
  FORBIDDEN: "Forbidden",
  CROSS_SITE: "Cross-site request refused",
  NOT_FOUND: "Not found",
  METHOD_NOT_ALLOWED: "Method not allowed",
  CONFLICT: "This already exists",
  BAD_TRANSITION: "This status change is not allowed",
  EMAIL_EXISTS: "Email already exists",
  TOO_LARGE: "Request too large",
  UNSUPPORTED_TYPE: "Unsupported file type",
  RATE_LIMITED: "Too many failed attempts. Please try again later.",
  BUSY: "The server is busy. Please try again in a moment.",
  INTERNAL: "Internal server error",
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    /** `reason`: a finer, stable key the UI translates (`Errors.<reason>`), e.g. ALREADY_REQUESTED */
    readonly details: { retryAfter?: number; reason?: string } = {},
  ) {
    super(message ?? ERROR_TEXT[code]);
    this.name = "AppError";
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/**
 * The one mapping of thrown errors to AppErrors: ours as they are, Prisma's unique-constraint race
 * (P2002) as a 409 and its missing record (P2025) as a 404. Anything else is a bug (null).
 */
export function toAppError(e: unknown): AppError | null {
  if (isAppError(e)) return e;
  const code = (e as { code?: unknown } | null)?.code;
  if (code === "P2002") return new AppError("CONFLICT");
  if (code === "P2025") return new AppError("NOT_FOUND");
  // the database stayed locked past its busy timeout (SQLite under heavy write load): retry soon
  if (code === "P1008") return new AppError("BUSY", undefined, { retryAfter: 1 });
  return null;
}

/** The JSON error body: the legacy `error` text, plus a stable `code` (and `reason`) to translate. */
export function errorBody(e: AppError) {
  return { success: false as const, error: e.message, code: e.code, ...(e.details.reason ? { reason: e.details.reason } : {}) };
}
