// The browser specs walk each flow once, in Arabic; what English changes on the way is its texts,
// its direction and its dates. The texts are checked here without a browser: every English text a
// spec names must be the English of the same message as its Arabic counterpart, so the Arabic walk
// (which finds each Arabic text where the flow shows it) stands for the English one too.
import { readFileSync } from "node:fs";
import path from "node:path";

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = "", into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const read = (locale: "ar" | "en") => flatten(JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Messages);
let messages: { ar: Map<string, string>; en: Map<string, string> } | undefined;

/** Stands for a text's variable part (a name, a count) when a spec's text is a function. */
const HOLE = "\u2042";

type Text = string | RegExp | ((...args: never[]) => string) | { [key: string]: Text };

/** A spec's text as a test against one message: its fixed parts all in it, or its pattern matching it. */
function matcher(text: string | RegExp | ((...args: never[]) => string)): (message: string) => boolean {
  if (text instanceof RegExp) return (message) => text.test(message);
  const value = typeof text === "function" ? (text as (...args: string[]) => string)(...Array<string>(text.length).fill(HOLE)) : text;
  // a required field's label ends in the " *" the form adds to the message
  const parts = value
    .replace(/\s*\*$/, "")
    .split(HOLE)
    .map((part) => part.trim())
    .filter(Boolean);
  return (message) => parts.every((part) => message.includes(part));
}

/**
 * The texts of `texts.en` that are not the English of a message whose Arabic is the same entry of
 * `texts.ar` (a text the same in both, such as a licence's name, is no translation and is skipped),
 * each as "entry: Arabic → English". Empty when every pair is one message in both languages.
 */
export function untranslated(texts: { ar: Record<string, Text>; en: Record<string, Text> }): string[] {
  messages ??= { ar: read("ar"), en: read("en") };
  const { ar, en } = messages;
  const missing: string[] = [];
  const walk = (arText: Text, enText: Text, at: string) => {
    if (typeof arText === "object" && !(arText instanceof RegExp)) {
      for (const key of Object.keys(arText)) walk(arText[key], (enText as Record<string, Text>)[key], at ? `${at}.${key}` : key);
      return;
    }
    if (at === "dir" || String(arText) === String(enText)) return;
    const [inAr, inEn] = [matcher(arText), matcher(enText as string)];
    if (![...ar].some(([key, value]) => inAr(value) && inEn(en.get(key) ?? ""))) missing.push(`${at}: ${String(arText)} → ${String(enText)}`);
  };
  walk(texts.ar, texts.en, "");
  return missing;
}
