// GET /healthz: 200 while the process lives (anyone; no database, no session)
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
