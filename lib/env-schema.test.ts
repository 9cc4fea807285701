import { readFileSync } from "node:fs";
import { parseEnv as parseDotEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { parseEnv, ZEnv } from "./env-schema.mjs";

describe("the configuration schema", () => {
  it("gives every variable its documented default", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      DATABASE_URL: "file:./data/app.db",
      DATABASE_POOL_SIZE: 10,
      PORT: 3000,
      HOST: "0.0.0.0",
      TRUSTED_PROXIES: 0,
      SEED_DEMO: "1",
      PUBLIC_READING: "0",
      IMAGE_SOURCES: [],
      LOG_LEVEL: "info",
      APP_TIME_ZONE: "Africa/Cairo",
      UPLOAD_DIR: "data/uploads",
    });
    expect(env.APP_URL).toBeUndefined();
    expect(env.WEB_CONCURRENCY).toBeUndefined();
  });

  it("parses numbers, lists and flags from their text, and treats an empty value as unset", () => {
    const env = parseEnv({
      PORT: "8080",
      TRUSTED_PROXIES: "1",
      DATABASE_POOL_SIZE: "4",
      IMAGE_SOURCES: "https://a.example, https://b.example:8443",
      APP_URL: "",
      SEED_DEMO: "0",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      TRUSTED_PROXIES: 1,
      DATABASE_POOL_SIZE: 4,
      IMAGE_SOURCES: ["https://a.example", "https://b.example:8443"],
      SEED_DEMO: "0",
    });
    expect(env.APP_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["TRUSTED_PROXIES", "-1"],
    ["WEB_CONCURRENCY", "0"],
    ["DATABASE_POOL_SIZE", "many"],
    ["SEED_DEMO", "yes"],
    ["PUBLIC_READING", "true"],
    ["LOG_LEVEL", "loud"],
    ["APP_URL", "evil.example"],
    ["APP_URL", "javascript:alert(1)"],
    ["IMAGE_SOURCES", "http://images.example.org"],
    ["APP_TIME_ZONE", "Mars/Olympus"],
    ["DATABASE_URL", "mysql://x"],
    ["BETTER_AUTH_SECRET", "short"],
    ["JOURNAL_ISSN", "2049-3631"],
    ["JOURNAL_ISSN", "ISSN"],
    ["DOI_PREFIX", "11.5555"],
    ["DOI_PREFIX", "10.55/x"],
  ])("refuses %s=%s with a message naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("reads the journal's ISSN in its canonical form, and leaves it unset when it is", () => {
    expect(parseEnv({ JOURNAL_ISSN: "2049 3630", DOI_PREFIX: "10.5555" })).toMatchObject({ JOURNAL_ISSN: "2049-3630", DOI_PREFIX: "10.5555" });
    expect(parseEnv({ JOURNAL_ISSN: "" }).JOURNAL_ISSN).toBeUndefined();
  });

  it("never repeats a bad value in its message (it may be a secret)", () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: "hunter2-secret" })).toThrow(expect.objectContaining({ message: expect.not.stringContaining("hunter2") }));
  });
});

describe(".env.example and the README", () => {
  const documented = Object.keys(ZEnv.shape).filter((name) => name !== "NODE_ENV");

  it(".env.example lists every variable, and its values pass the schema", () => {
    const example = parseDotEnv(readFileSync(".env.example", "utf8"));
    expect(Object.keys(example).sort()).toEqual([...documented].sort());
    expect(() => parseEnv(example)).not.toThrow();
  });

  it("the README's configuration table names every variable", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const name of documented) expect(readme, name).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, "m"));
  });
});
