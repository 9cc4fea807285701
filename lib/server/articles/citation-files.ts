// The RIS and BibTeX files of a citation, written here from its CSL-JSON item rather than by
// citation-js: its RIS writer wraps every value at 70 characters onto untagged lines (mid-word,
// and a strict reader stops at the second line), its BibTeX writer puts the day into `month` and
// leaves braces and line breaks in values as they are, so a title could close its field or start
// a record of its own. Here every value is one line and can only ever be a value.
import type { CslItem, CslName } from "@citation-js/core";
import { oneLine } from "@/lib/articles/names";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;

/** The CSL date parts of `issued` (year, month, day; the later ones may be missing). */
function issuedParts(item: CslItem): number[] {
  const issued = item.issued as { "date-parts"?: number[][] } | undefined;
  return issued?.["date-parts"]?.[0] ?? [];
}

const pad = (n: number) => String(n).padStart(2, "0");
const text = (item: CslItem, key: string) => (typeof item[key] === "string" && item[key] ? (item[key] as string) : null);

/** A name as the owner wrote it: whole, or "family, given" only where both parts were given. */
const wholeName = (n: CslName) => n.literal ?? (n.family && n.given ? `${n.family}, ${n.given}` : (n.family ?? n.given ?? ""));

/** An ORCID iD without its address (`https://orcid.org/`). */
const bareOrcid = (orcid: string) => orcid.replace(/^https?:\/\/orcid\.org\//i, "");

/**
 * RIS: one `TAG  - value` per line, the record closed by `ER  - `. A whole name has no comma, which
 * Zotero reads as one name not to be split; RIS has no tag for an ORCID iD, so none is
 * written. The licence goes in `CR` (rights), which Zotero reads.
 */
export function risOf(item: CslItem): string {
  const lines: [string, string | null][] = [["TY", "JOUR"]];
  const add = (tag: string, value: string | null | undefined) => {
    const v = value == null ? "" : oneLine(value);
    if (v) lines.push([tag, v]);
  };
  add("ID", item.id);
  add("TI", item.title);
  for (const name of item.author ?? []) add("AU", wholeName(name));
  add("T2", text(item, "container-title"));
  add("PB", text(item, "publisher"));
  add("SN", text(item, "ISSN"));
  add("VL", text(item, "volume"));
  // the article's number in its volume stands where a page would (as Google Scholar reads it too)
  add("SP", text(item, "number"));
  const [year, month, day] = issuedParts(item);
  if (year) add("PY", String(year));
  if (year && month && day) add("DA", `${year}/${pad(month)}/${pad(day)}`);
  add("AB", text(item, "abstract"));
  for (const keyword of (text(item, "keyword") ?? "").split(",")) add("KW", keyword);
  add("DO", text(item, "DOI"));
  add("UR", text(item, "URL"));
  add("LA", text(item, "language"));
  add("CR", text(item, "license"));
  return [...lines.map(([tag, value]) => `${tag}  - ${value}`), "ER  - ", ""].join("\r\n");
}

/** TeX's special characters in a field written as commands; no brace of a value is left unpaired. */
const TEX: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\textbraceleft{}",
  "}": "\\textbraceright{}",
  "%": "\\%",
  "&": "\\&",
  "#": "\\#",
  $: "\\$",
  _: "\\_",
  "^": "\\textasciicircum{}",
  "~": "\\textasciitilde{}",
};

/** A text value of a BibTeX field: one line, TeX's specials escaped. */
const bibText = (value: string) => oneLine(value).replace(/[\\{}%&#$_^~]/g, (c) => TEX[c]);

/** A verbatim field (an address, a DOI): one line, no space and no brace (percent-encoded). */
const bibVerbatim = (value: string) =>
  oneLine(value)
    .replace(/\s/g, "%20")
    .replace(/[{}\\]/g, (c) => encodeURIComponent(c));

/** A biblatex name: a whole name in braces, never split; "family, given" where both were given. */
const bibName = (n: CslName) => (n.literal || !n.given || !n.family ? `{${bibText(wholeName(n))}}` : `${bibText(n.family)}, ${bibText(n.given)}`);

/** biblatex's language names (babel and polyglossia) of the languages articles are written in. */
const LANGIDS: Record<string, string> = { ar: "arabic", en: "english" };

/**
 * BibTeX read by biblatex: `month` as BibTeX's month macro and the whole date in `date`; each
 * author's ORCID iD as a data annotation of the author list (`author+an:orcid`, which biber reads
 * and citation-js writes), as BibTeX has no field for it; the licence in `copyright`, which Zotero
 * reads as the item's rights.
 */
export function bibtexOf(item: CslItem): string {
  const fields: [string, string][] = [];
  const add = (name: string, value: string | null | undefined, write: (v: string) => string = (v) => `{${bibText(v)}}`) => {
    if (value && oneLine(value)) fields.push([name, write(value)]);
  };
  const authors = item.author ?? [];
  if (authors.length) fields.push(["author", `{${authors.map(bibName).join(" and ")}}`]);
  const orcids = authors.flatMap((a, i) => (a.ORCID ? [`${i + 1}="${bareOrcid(a.ORCID)}"`] : []));
  if (orcids.length) fields.push(["author+an:orcid", `{${orcids.join("; ")}}`]);
  add("title", item.title);
  add("journal", text(item, "container-title"));
  add("publisher", text(item, "publisher"));
  add("issn", text(item, "ISSN"));
  add("volume", text(item, "volume"));
  // biblatex's electronic identifier of an article: its number in the volume
  add("eid", text(item, "number"));
  const [year, month, day] = issuedParts(item);
  if (year) fields.push(["year", `{${year}}`]);
  if (year && month) fields.push(["month", MONTHS[month - 1]]);
  if (year && month && day) fields.push(["date", `{${year}-${pad(month)}-${pad(day)}}`]);
  add("abstract", text(item, "abstract"));
  add("keywords", text(item, "keyword")?.split(",").map(oneLine).filter(Boolean).join(", "));
  add("doi", text(item, "DOI"), (v) => `{${bibVerbatim(v)}}`);
  add("url", text(item, "URL"), (v) => `{${bibVerbatim(v)}}`);
  const langid = LANGIDS[text(item, "language") ?? ""];
  if (langid) fields.push(["langid", `{${langid}}`]);
  add("copyright", text(item, "license"));
  const key = item.id.replace(/[^A-Za-z0-9_:-]/g, "");
  return `@article{${key},\n${fields.map(([name, value]) => `  ${name} = ${value},`).join("\n")}\n}\n`;
}
