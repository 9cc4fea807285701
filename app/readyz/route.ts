import { checkReadiness } from "@/lib/server/health";

// GET /readyz: 200 {db:'ok',storage:'ok'} when the database and the storage answer and the process is not stopping, else 503 (anyone)
export async function GET() {
  const { ready, checks } = await checkReadiness();
  return Response.json(checks, { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
