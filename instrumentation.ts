// Runs once when a server instance starts (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startUploadSweeps } = await import("@/lib/server/upload-sweep");
  // the orphan sweep at start, then the periodic sweep of unclaimed uploads (lib/server/upload-sweep.ts)
  startUploadSweeps();
}
