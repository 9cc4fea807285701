import { describe, expect, it } from "vitest";
import { decodeResumptionToken, encodeResumptionToken, setSpecOf, slugOfSetSpec, TOKEN_LIFETIME_MS, type ListPosition } from "@/lib/feeds/oai-token";
import { idOfOaiIdentifier, oaiIdentifier, OaiError, parseOaiRequest } from "@/lib/feeds/oai";

const now = new Date("2026-11-25T12:00:00.000Z");
const parse = (query: string) => parseOaiRequest([...new URLSearchParams(query)], now);
const codeOf = (query: string) => {
  try {
    parse(query);
    return "ok";
  } catch (e) {
    if (e instanceof OaiError) return e.code;
    throw e;
  }
};

describe("resumption tokens", () => {
  const position: ListPosition = {
    metadataPrefix: "oai_dc",
    from: new Date("2026-01-01T00:00:00Z"),
    before: new Date("2026-02-01T00:00:00Z"),
    set: "تعلم-الآلة",
    afterId: 250,
    cursor: 200,
  };

  it("carry the whole position and decode to it while fresh", () => {
    const token = encodeResumptionToken(position, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeResumptionToken(token, new Date(now.getTime() + 1000))).toEqual(position);
    const bare = encodeResumptionToken({ metadataPrefix: "oai_dc", afterId: 100, cursor: 100 }, now);
    expect(decodeResumptionToken(bare, now)).toEqual({
      metadataPrefix: "oai_dc",
      afterId: 100,
      cursor: 100,
      from: undefined,
      before: undefined,
      set: undefined,
    });
  });

  it("are refused when stale, from the future, malformed or tampered into a wrong shape", () => {
    const token = encodeResumptionToken(position, now);
    expect(decodeResumptionToken(token, new Date(now.getTime() + TOKEN_LIFETIME_MS + 1))).toBeNull();
    expect(decodeResumptionToken(token, new Date(now.getTime() - 1000))).toBeNull();
    expect(decodeResumptionToken("not a token!", now)).toBeNull();
    expect(decodeResumptionToken("", now)).toBeNull();
    expect(decodeResumptionToken(Buffer.from("{broken").toString("base64url"), now)).toBeNull();
    expect(decodeResumptionToken(Buffer.from(JSON.stringify({ v: 1, p: "oai_dc", a: -1, c: 0, t: now.getTime() })).toString("base64url"), now)).toBeNull();
  });
});

describe("setSpecs", () => {
  it("are made of the characters the standard allows and give the slug back exactly", () => {
    for (const slug of ["تعلم-الآلة", "nlp", "machine-learning", "ذكاء-اصطناعي-2", "é-ü"]) {
      const spec = setSpecOf(slug);
      expect(spec).toMatch(/^[A-Za-z0-9\-_.!~*'()]+$/);
      expect(slugOfSetSpec(spec)).toBe(slug);
    }
    expect(setSpecOf("nlp")).toBe("nlp");
  });

  it("refuse what no slug encodes to", () => {
    expect(slugOfSetSpec("a%20b")).toBeNull();
    expect(slugOfSetSpec(".ZZ")).toBeNull();
    expect(slugOfSetSpec(".d8.aa")).toBeNull(); // not the canonical (upper-case) spelling
    expect(slugOfSetSpec("")).toBeNull();
  });
});

describe("identifiers", () => {
  it("name an article of this host and nothing else", () => {
    expect(oaiIdentifier("m.example", 42)).toBe("oai:m.example:article/42");
    expect(idOfOaiIdentifier("m.example", "oai:m.example:article/42")).toBe(42);
    for (const other of ["oai:other.example:article/42", "oai:m.example:article/0", "oai:m.example:article/4x", "oai:m.example:article/", "42"])
      expect(idOfOaiIdentifier("m.example", other)).toBeNull();
  });
});

describe("parseOaiRequest", () => {
  const protocolErrors = {
    badVerb: ["", "verb=Nope", "verb=Identify&verb=Identify"],
    badArgument: [
      "verb=Identify&x=1",
      "verb=ListRecords",
      "verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc",
      "verb=GetRecord&identifier=x",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-13-01",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-02-30",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-01-01&until=2026-01-02T00:00:00Z",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-02-01&until=2026-01-01",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&set=a%20b",
    ],
    cannotDisseminateFormat: ["verb=ListRecords&metadataPrefix=marc21", "verb=GetRecord&identifier=x&metadataPrefix=mods"],
    badResumptionToken: ["verb=ListRecords&resumptionToken=garbage!", "verb=ListSets&resumptionToken=abc"],
  };
  for (const [code, queries] of Object.entries(protocolErrors)) {
    it.each(queries)(`answers the protocol error the standard names: %j → ${code}`, (query) => {
      expect(codeOf(query)).toBe(code);
    });
  }
  it("refuses a resumption token beside other arguments and takes an identifier with ListMetadataFormats", () => {
    const token = encodeResumptionToken({ metadataPrefix: "oai_dc", afterId: 1, cursor: 1 }, now);
    expect(codeOf(`verb=ListRecords&resumptionToken=${token}&metadataPrefix=oai_dc`)).toBe("badArgument");
    expect(codeOf("verb=ListMetadataFormats&identifier=x")).toBe("ok");
  });

  it("turns from and until into bounds at their granularity, and a token into its position", () => {
    const day = parse("verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-01-31&set=nlp");
    expect(day).toEqual({
      verb: "ListRecords",
      position: {
        metadataPrefix: "oai_dc",
        from: new Date("2026-01-01T00:00:00Z"),
        before: new Date("2026-02-01T00:00:00Z"),
        set: "nlp",
        afterId: 0,
        cursor: 0,
      },
    });
    const second = parse("verb=ListIdentifiers&metadataPrefix=oai_dc&until=2026-01-31T10:00:00Z");
    expect(second.verb === "ListIdentifiers" && second.position.before).toEqual(new Date("2026-01-31T10:00:01Z"));
    const token = encodeResumptionToken({ metadataPrefix: "oai_dc", afterId: 9, cursor: 100 }, now);
    const resumed = parse(`verb=ListRecords&resumptionToken=${token}`);
    expect(resumed.verb === "ListRecords" && resumed.position.afterId).toBe(9);
  });
});
