import { describe, expect, it } from "vitest";
import { clientAddress, requestIdOf, requestProto } from "./client-address.mjs";

describe("clientAddress", () => {
  it("uses the socket when no proxy is trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("10.0.0.9", "1.2.3.4", 0)).toBe("10.0.0.9");
    expect(clientAddress("10.0.0.9", undefined, 0)).toBe("10.0.0.9");
  });
  it("takes the address the trusted proxy appended, not what the client prepended", () => {
    // client forged "6.6.6.6"; the proxy appended the real client 5.5.5.5; the socket is the proxy
    expect(clientAddress("10.0.0.2", "6.6.6.6, 5.5.5.5", 1)).toBe("5.5.5.5");
    expect(clientAddress("10.0.0.3", "6.6.6.6, 5.5.5.5, 10.0.0.2", 2)).toBe("5.5.5.5");
  });
  it("falls back to the first entry when the chain is shorter than the proxies", () => {
    expect(clientAddress("10.0.0.2", "", 3)).toBe("10.0.0.2");
  });
});

describe("requestProto", () => {
  it("is https over TLS, or when a trusted proxy forwards https; a forged header changes nothing", () => {
    expect(requestProto(true, undefined, 0)).toBe("https");
    expect(requestProto(false, "https", 0)).toBe("http");
    expect(requestProto(false, "https", 1)).toBe("https");
    expect(requestProto(false, "http, https", 1)).toBe("http");
    expect(requestProto(false, undefined, 1)).toBe("http");
  });
});

describe("requestIdOf", () => {
  it("reuses a sane request id only from a trusted proxy", () => {
    expect(requestIdOf("lb-1234.abc", 1)).toBe("lb-1234.abc");
    expect(requestIdOf("lb-1234.abc", 0)).not.toBe("lb-1234.abc");
  });
  it("generates one for a missing, overlong or odd id", () => {
    for (const given of [undefined, "", "a".repeat(129), "id with spaces", "id\nforged: line"]) expect(requestIdOf(given, 1)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
