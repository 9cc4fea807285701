// Requests with headers a browser or Playwright's client would not send as given (a forged Host,
// X-Forwarded-*): plain node:http, one connection each.
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export function rawRequest(
  base: string,
  method: string,
  path: string,
  { headers = {}, json }: { headers?: OutgoingHttpHeaders; json?: unknown } = {},
): Promise<RawResponse> {
  const url = new URL(path, base);
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        agent: false,
        headers: { ...(body ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The session cookie (name=value) a sign-in answered with. */
export async function signInCookie(base: string, email: string, password: string, headers: OutgoingHttpHeaders = {}): Promise<string> {
  const res = await rawRequest(base, "POST", "/backend/api/auth/login.php", { json: { email, password }, headers });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${res.body}`);
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const session = cookies.find((c) => c.startsWith("manara.session_token="));
  if (!session) throw new Error("no session cookie");
  return session.split(";")[0];
}
