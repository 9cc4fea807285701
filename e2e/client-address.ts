import { randomInt } from "node:crypto";
import { request as httpRequest } from "node:http";
import { E2E_PORT } from "./env.mjs";

// The server takes the client address from the socket, so a test that needs an address of its own
// (a per-address limit it must not share with the rest of the suite) connects from one: any
// 127.x.y.z is this machine's loopback.

/** A loopback address other than 127.0.0.1, random for each call. */
export const freshLoopbackAddress = () => `127.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(2, 250)}`;

/** A JSON POST to the e2e server from `address`. */
export function postFrom(
  address: string,
  path: string,
  body: object,
): Promise<{ status: number; retryAfter: string | undefined; json: Record<string, unknown> }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: E2E_PORT,
        localAddress: address,
        method: "POST",
        path,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(data) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"], json: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}
