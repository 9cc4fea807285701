import compile from "icu-minify/compile";
import format, { type CompiledMessage } from "icu-minify/format";
import { createTranslator } from "next-intl";
import { _createCache, _createIntlFormatters } from "use-intl";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { dateFormatter, DIGIT_STYLES, formatsOf, type DigitPreference } from "./dates";

// Every message that counts, in both languages and both digit styles, rendered by the runtime the
// pages use (the messages are precompiled at build time and formatted by icu-minify) and by the one
// the tests and the server's translators use (next-intl's createTranslator): the plural forms are
// the language's own (Intl.PluralRules), and every number shows in the digits the member chose.

type Catalogue = Record<string, unknown>;
type Node = CompiledMessage extends string | Array<infer N> ? N : never;
const CATALOGUES = { ar, en } as Record<"ar" | "en", Catalogue>;
const SAMPLES = [0, 1, 2, 3, 11, 100];
const LATIN = /[0-9]/;
const ARABIC_INDIC = /[\u0660-\u0669]/;
const POUND = 0;
const [SELECT, PLURAL, SELECTORDINAL, NUMBER, DATE, TIME] = [1, 2, 3, 4, 5, 6];

function messagesOf(catalogue: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : messagesOf(v as Catalogue, `${prefix}${k}.`),
  );
}

/** The arguments of a compiled message by kind, the branches of each plural, and whether a `#` is used. */
function argumentsOf(message: CompiledMessage) {
  const args = new Map<string, "plain" | "number" | "plural" | "select" | "date" | "tag">();
  const plurals = new Map<string, Record<string, CompiledMessage>>();
  let pound = false;
  const visit = (node: Node | CompiledMessage): void => {
    if (typeof node === "string") return;
    if (node === POUND) return void (pound = true);
    if (!Array.isArray(node)) return;
    if (typeof node[0] !== "string") return (node as Node[]).forEach(visit);
    const [name, type, options] = node as [string, unknown, unknown];
    if (type === undefined) args.set(name, args.get(name) ?? "plain");
    else if (type === PLURAL || type === SELECTORDINAL) {
      args.set(name, "plural");
      plurals.set(name, options as Record<string, CompiledMessage>);
      Object.values(options as Record<string, CompiledMessage>).forEach(visit);
    } else if (type === SELECT) {
      args.set(name, "select");
      Object.values(options as Record<string, CompiledMessage>).forEach(visit);
    } else if (type === NUMBER) args.set(name, args.get(name) === "plural" ? "plural" : "number");
    else if (type === DATE || type === TIME) args.set(name, "date");
    else {
      args.set(name, "tag");
      (node.slice(1) as Node[]).forEach(visit);
    }
  };
  if (typeof message !== "string") message.forEach(visit);
  return { args, plurals, pound };
}

// the Intl formatters next-intl hands the message runtime in the app
const formatters = _createIntlFormatters(_createCache());

const all = (["ar", "en"] as const).flatMap((locale) =>
  messagesOf(CATALOGUES[locale]).map(([key, text]) => {
    const compiled = compile(text);
    return { locale, key, text, compiled, ...argumentsOf(compiled) };
  }),
);
const counting = all.filter((m) => m.plurals.size > 0);

/** Values for a message: every count is n, a plain text argument its own name, a select its `other`. */
function valuesFor(m: (typeof all)[number], n: number) {
  return Object.fromEntries(
    [...m.args].map(([name, kind]) => {
      if (kind === "plural" || kind === "number") return [name, n];
      if (kind === "date") return [name, new Date("2026-11-22T10:00:00Z")];
      if (kind === "tag") return [name, (chunks: string[]) => chunks.join("")];
      return [name, kind === "select" ? "other" : `‹${name}›`];
    }),
  );
}

describe("the messages that count", () => {
  it("are many, and every English one counts in Arabic too", () => {
    const keys = (locale: string) => counting.filter((m) => m.locale === locale).map((m) => m.key);
    expect(keys("ar").length).toBeGreaterThan(30);
    expect(keys("ar")).toEqual(expect.arrayContaining(keys("en")));
  });

  it("give every plural category of their language its own form (Arabic's zero, one, two, few, many and other)", () => {
    for (const m of counting) {
      const categories = new Intl.PluralRules(m.locale).resolvedOptions().pluralCategories;
      if (m.locale === "ar") expect(categories).toEqual(expect.arrayContaining(["zero", "one", "two", "few", "many", "other"]));
      for (const [arg, branches] of m.plurals)
        for (const category of categories) {
          // an exact `=0` stands for Arabic's zero, whose only number is 0
          const present = category in branches || (category === "zero" && "=0" in branches);
          expect(present, `${m.locale} ${m.key}: {${arg}} has no "${category}" form`).toBe(true);
        }
    }
  });

  it("never use `#`, which prints the number in the language's default digits whatever the member chose", () => {
    expect(all.filter((m) => m.pound).map((m) => `${m.locale} ${m.key}`)).toEqual([]);
  });

  for (const digits of DIGIT_STYLES)
    it(`render 0, 1, 2, 3, 11 and 100 with the form Intl.PluralRules picks, in ${digits} digits, on both runtimes`, () => {
      const formats = formatsOf(digits);
      const foreign = digits === "arab" ? LATIN : ARABIC_INDIC;
      for (const locale of ["ar", "en"] as const) {
        const rules = new Intl.PluralRules(locale);
        const digitsOf = (n: number) => dateFormatter({ locale, preferences: { calendar: "gregorian", digits } }).number(n);
        const t = createTranslator({ locale, messages: CATALOGUES[locale], formats });
        for (const m of counting.filter((c) => c.locale === locale))
          for (const n of SAMPLES) {
            const values = valuesFor(m, n);
            const text = String(format(m.compiled, locale, values as never, { formats, formatters }));
            const label = `${locale} ${m.key} (${n}, ${digits}): ${text}`;
            expect(text, label).not.toMatch(foreign);
            // the form of n's category (or its exact `=n`), and n itself where that form shows it
            for (const branches of m.plurals.values()) {
              const branch = branches[`=${n}`] ?? branches[rules.select(n)];
              expect(branch, label).toBeDefined();
              const shown = String(format(branch, locale, values as never, { formats, formatters }));
              expect(text, label).toContain(shown);
              if (argumentsOf(branch).args.size > 0 && shown.match(/\p{Nd}/u)) expect(shown, label).toContain(digitsOf(n));
            }
            expect(t(m.key as never, values as never), label).toBe(text);
          }
      }
    });

  it("say Arabic counts the way the language does", () => {
    const t = (digits: DigitPreference, count: number) =>
      createTranslator({ locale: "ar", messages: ar, formats: formatsOf(digits), namespace: "LearningResources" })("views", { count });
    expect([0, 1, 2, 3, 11, 100].map((n) => t("arab", n))).toEqual(["لا مشاهدات بعد", "مشاهدة واحدة", "مشاهدتان", "٣ مشاهدات", "١١ مشاهدة", "١٠٠ مشاهدة"]);
    expect(t("latn", 1500)).toBe("1,500 مشاهدة");
    expect(t("arab", 1500)).toBe("١٬٥٠٠ مشاهدة");
  });
});

describe("the numbers inside messages", () => {
  // an argument that is a count, a page, a version or a percentage anywhere in the catalogues
  const numeric = new Set(all.flatMap((m) => [...m.args].filter(([, kind]) => kind === "number" || kind === "plural").map(([name]) => name)));
  const allowed = new Set(["name", "title", "message", "month", "kind", "date", "status", "author", "query", "email", "tag", "what", "style"]);

  it("are formatted as numbers (in the member's digits), never printed as they came", () => {
    const plain = all.flatMap((m) =>
      [...m.args].filter(([name, kind]) => kind === "plain" && numeric.has(name) && !allowed.has(name)).map(([name]) => `${m.locale} ${m.key}: {${name}}`),
    );
    expect(plain).toEqual([]);
  });

  // what is a name or a sample of a format, not a quantity: a licence's version, an algorithm, the shape of an identifier
  const NAMES = [
    "CC BY-NC-SA 4.0",
    "CC BY-NC-ND 4.0",
    "CC BY-SA 4.0",
    "CC BY-NC 4.0",
    "CC BY-ND 4.0",
    "CC BY 4.0",
    "CC0 1.0",
    "argon2id",
    "COUNTER 5",
    "0000-0000-0000-0000",
    "10.1234/abc",
    "(0123)",
  ];
  /** The message's own words, outside its arguments (what the reader's digits do not reach). */
  const wordsOf = (message: CompiledMessage): string[] =>
    typeof message === "string"
      ? [message]
      : message.flatMap((node) => {
          if (typeof node === "string") return [node];
          if (!Array.isArray(node) || typeof node[0] !== "string") return [];
          const [, type, options] = node as [string, unknown, unknown];
          if (type === PLURAL || type === SELECTORDINAL || type === SELECT) return Object.values(options as Record<string, CompiledMessage>).flatMap(wordsOf);
          return (node.slice(2) as CompiledMessage[]).filter((c) => typeof c === "string" || Array.isArray(c)).flatMap(wordsOf);
        });

  it("write no number in Arabic text as bare digits: a limit is a number argument, shown in the reader's digits", () => {
    const bare = all
      .filter((m) => m.locale === "ar")
      .filter((m) => wordsOf(m.compiled).some((w) => LATIN.test(NAMES.reduce((text, name) => text.replaceAll(name, ""), w))))
      .map((m) => `${m.key}: ${m.text}`);
    expect(bare).toEqual([]);
  });

  it("show a limit in the member's digits", () => {
    const t = (digits: DigitPreference) =>
      createTranslator({ locale: "ar", messages: ar, formats: formatsOf(digits), namespace: "Validation" })("passwordMin", { min: 8 });
    expect(t("arab")).toContain("٨");
    expect(t("latn")).toContain("8");
  });

  it("follow the digits in Arabic and English alike: a page of a list", () => {
    const page = (locale: "ar" | "en", digits: DigitPreference) =>
      createTranslator({ locale, messages: CATALOGUES[locale] as typeof ar, formats: formatsOf(digits), namespace: "Common" })("pageOf", {
        page: 2,
        pages: 12,
      });
    expect(page("ar", "arab")).toBe("صفحة ٢ من ١٢");
    expect(page("ar", "latn")).toBe("صفحة 2 من 12");
    expect(page("en", "latn")).toBe("Page 2 of 12");
    expect(page("en", "arab")).toBe("Page ٢ of ١٢");
  });
});
