// Runs once when a server instance starts (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { sweepOrphanUploads } = await import("@/lib/server/upload-sweep");
  // in the background: a large bucket must not delay serving
  void sweepOrphanUploads()
    .then((removed) => removed.length > 0 && console.log(`removed ${removed.length} orphaned upload(s)`))
    .catch((e) => console.error("upload sweep failed:", e));
}
