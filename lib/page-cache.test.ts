import { describe, expect, it } from "vitest";
import { pageCacheKeyOf } from "./page-cache.mjs";

const get = (url: string, headers: Record<string, string> = {}, method = "GET") => pageCacheKeyOf({ method, url, headers });

describe("pageCacheKeyOf", () => {
  it("keys a signed-out reader's public page by its language, path and query, with the tags of what it shows", () => {
    expect(get("/article/12")).toEqual({ key: "ar /article/12", tags: ["post:12", "people"], view: 12 });
    expect(get("/article/12", { cookie: "NEXT_LOCALE=en" })).toEqual({ key: "en /article/12", tags: ["post:12", "people"], view: 12 });
    expect(get("/article/12", { cookie: "NEXT_LOCALE=xx" })?.key).toBe("ar /article/12");
    expect(get("/qa-section/7", {}, "HEAD")).toEqual({ key: "ar /qa-section/7", tags: ["question:7", "questions", "people"], view: null });
    for (const url of ["/tags/%D9%85", "/researchers/sara", "/feeds/articles.atom", "/feeds/tags/x.atom", "/oai?verb=Identify", "/sitemap.xml"])
      expect(get(url)?.tags, url).toEqual(["all"]);
    expect(get("/sitemap.xml")?.view).toBeNull();
    expect(get("/oai?verb=ListRecords&metadataPrefix=oai_dc")?.key).toBe("ar /oai?verb=ListRecords&metadataPrefix=oai_dc");
  });

  it("never answers a request with a session, any other cookie, a token or a client-router request", () => {
    for (const cookie of ["manara.session_token=x", "__Secure-manara.session_token=x", "NEXT_LOCALE=ar; manara.session_token=x", "theme=dark"])
      expect(get("/article/1", { cookie }), cookie).toBeNull();
    expect(get("/article/1", { authorization: "Bearer x" })).toBeNull();
    expect(get("/article/1", { rsc: "1" })).toBeNull();
    expect(get("/article/1?_rsc=abc")).toBeNull();
    expect(get("/feeds/articles.atom?token=secret")).toBeNull();
    expect(get("/article/1", {}, "POST")).toBeNull();
  });

  it("answers only the pages a signed-out reader may open", () => {
    for (const url of ["/", "/profile", "/admin", "/article/1/edit", "/articles/submit", "/qa-section", "/login", "/backend/api/posts/read.php"])
      expect(get(url), url).toBeNull();
  });
});
