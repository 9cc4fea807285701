// One error type for the domain layer and one map from its codes to HTTP statuses.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_SITE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_EXISTS: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
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
  CONFLICT: "Conflict",
  EMAIL_EXISTS: "Email already exists",
  TOO_LARGE: "Request too large",
  UNSUPPORTED_TYPE: "Unsupported file type",
  RATE_LIMITED: "Too many failed attempts. Please try again later.",
  INTERNAL: "Internal server error",
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details: { retryAfter?: number } = {},
  ) {
    super(message ?? ERROR_TEXT[code]);
    this.name = "AppError";
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
