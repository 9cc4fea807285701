import { describe, expect, it } from "vitest";
import { AppError, errorBody, toAppError } from "./errors";

describe("toAppError: one map from thrown errors to answers", () => {
  it("keeps our own errors", () => {
    const e = new AppError("FORBIDDEN");
    expect(toAppError(e)).toBe(e);
  });
  it("maps Prisma's unique-constraint race to 409, a missing record to 404 and a lock timeout to 503 with a retry", () => {
    expect(toAppError({ code: "P2002" })?.status).toBe(409);
    expect(toAppError({ code: "P2025" })?.status).toBe(404);
    const busy = toAppError({ code: "P1008" });
    expect(busy?.status).toBe(503);
    expect(busy?.details.retryAfter).toBe(1);
  });
  it("leaves bugs to the 500 path", () => {
    expect(toAppError(new Error("boom"))).toBeNull();
    expect(toAppError(null)).toBeNull();
  });
  it("answers the legacy text with a stable code and reason", () => {
    expect(errorBody(new AppError("CONFLICT", "Already asked", { reason: "ALREADY_REQUESTED" }))).toEqual({
      success: false,
      error: "Already asked",
      code: "CONFLICT",
      reason: "ALREADY_REQUESTED",
    });
  });
});
