import { randomUUID } from "node:crypto";

/** The client address: the socket's, or the entry that the outermost trusted proxy appended. */
export function clientAddress(socketAddress, forwardedFor, proxies) {
  if (!(proxies > 0)) return socketAddress;
  const chain = [
    ...(forwardedFor
      ? forwardedFor
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : []),
    socketAddress,
  ];
  return chain[Math.max(0, chain.length - 1 - proxies)];
}

/** "https" or "http": the socket's scheme, or with trusted proxies the forwarded one. */
export function requestProto(encrypted, forwardedProto, proxies) {
  if (encrypted) return "https";
  if (!(proxies > 0) || !forwardedProto) return "http";
  return forwardedProto.split(",")[0].trim().toLowerCase() === "https" ? "https" : "http";
}

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id: a trusted proxy's when it sent a sane one (one log id across the hops), else a new one. */
export function requestIdOf(incoming, proxies) {
  const given = Array.isArray(incoming) ? incoming[0] : incoming;
  return proxies > 0 && given && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}
