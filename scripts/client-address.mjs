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
