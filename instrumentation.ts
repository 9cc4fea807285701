import type { Instrumentation } from "next";

// Runs once when a server instance starts (Next's instrumentation hook). NEXT_RUNTIME and
// NEXT_PHASE are Next's own markers (the build inlines NEXT_RUNTIME), not configuration.
// eslint-disable-next-line no-restricted-properties
const isServerRun = () => process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build";

export async function register() {
  if (!isServerRun()) return;
  // the configuration first: a bad value stops the start here, naming the variable
  const { env } = await import("@/lib/env");
  env();
  const { startUploadSweeps } = await import("@/lib/server/upload-sweep");
  // the orphan sweep at start, then the periodic sweep of unclaimed uploads (lib/server/upload-sweep.ts)
  startUploadSweeps();
  // the weekly digest of followed researchers and tags, checked hourly (lib/server/follows/digest.ts)
  const { startWeeklyDigests } = await import("@/lib/server/follows/digest");
  startWeeklyDigests();
  // the signed-out pages' shared cache, which the server wrapper answers from (lib/server/page-cache.ts)
  const { isPublicReading } = await import("@/lib/auth/public-pages");
  if (isPublicReading()) (await import("@/lib/server/page-cache")).startPageCache();
  // review reminders and expiry, checked hourly (lib/server/reviews/clock.ts)
  const { startReviewClock } = await import("@/lib/server/reviews/clock");
  startReviewClock();
  // the typeset PDFs of published articles, made when due (lib/server/articles/typeset.ts)
  const { startPdfWorker } = await import("@/lib/server/articles/typeset");
  startPdfWorker();
  // Crossref deposits waiting in their queue, sent every half minute when sending is configured (lib/server/crossref/deposits.ts)
  const { startCrossrefDeposits } = await import("@/lib/server/crossref/deposits");
  startCrossrefDeposits();
}

/** Every error Next catches while rendering or handling a request, with its stack, as one log line. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (!isServerRun()) return;
  // a page whose render failed is never kept for the next signed-out reader
  (await import("@/lib/request-context.mjs")).noteUncacheable();
  const { logger } = await import("@/lib/logger");
  const header = request.headers["x-request-id"];
  logger().error(
    {
      err: error,
      req_id: Array.isArray(header) ? header[0] : header,
      method: request.method,
      path: request.path.split("?")[0],
      route: context.routePath,
      route_type: context.routeType,
    },
    "request failed",
  );
};
