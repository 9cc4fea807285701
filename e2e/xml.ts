import { XMLParser } from "fast-xml-parser";
import { expect } from "@playwright/test";

// The feeds and the OAI-PMH answers are read back with a real XML parser: a document it cannot read
// fails the test. Elements that may repeat are always arrays, so a one-entry feed reads like a long one.
const REPEATED = new Set([
  "entry",
  "author",
  "category",
  "link",
  "record",
  "header",
  "set",
  "setSpec",
  "metadataFormat",
  "dc:title",
  "dc:creator",
  "dc:subject",
  "dc:description",
  "dc:identifier",
  "dc:type",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => REPEATED.has(name),
});

/** The document as objects (attributes as "@name", an element with attributes and text keeps it in "#text"). */
export function parseXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return parser.parse(xml, true) as any;
}

/** The text of an element whether or not it carries attributes. */
export const textOf = (node: unknown): string =>
  typeof node === "object" && node !== null ? String((node as Record<string, unknown>)["#text"] ?? "") : String(node ?? "");
