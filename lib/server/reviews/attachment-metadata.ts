import "server-only";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import type { FileKind } from "@/lib/files/files";
import { removePdfMetadata } from "@/lib/reviews/pdf-metadata";

// A review's attachment loses what its file says about who wrote it before it is kept, so that no
// copy of it (the author's download, the editors', the stored file itself) names the reviewer.
// A PDF: written anew without its document information, XMP packets and comment authors; an
// encrypted or unreadable one is refused (it throws), as it could not be cleaned.
// A Word document: its document properties (creator, last editor, company, manager, template) and
// the author of every comment, tracked change and the list of people who edited, rewritten in a copy of the package.

/** The package's properties as Word writes them for a new document: no person, no company. */
const CORE = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"></cp:coreProperties>`;

/** Custom properties may hold any name: the part stays (its relationship names it), empty. */
const CUSTOM = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"></Properties>`;

/** Elements of docProps/app.xml that name a person, a company or a file of theirs. */
const APP_NAMING = ["Company", "Manager", "Template", "HyperlinkBase"];

/** Attributes of the document's parts that name whoever wrote a comment or a tracked change. */
const PERSON_ATTRIBUTES = /\b(w:author|w:initials|w15:author|w15:userId|w15:providerId)="[^"]*"/g;

function stripDocx(bytes: Uint8Array): Uint8Array {
  const entries = unzipSync(bytes);
  const out: Zippable = {};
  for (const [name, data] of Object.entries(entries)) {
    if (name === "docProps/custom.xml") out[name] = strToU8(CUSTOM);
    else if (name === "docProps/core.xml") out[name] = strToU8(CORE);
    else if (name === "docProps/app.xml") {
      let xml = strFromU8(data);
      for (const el of APP_NAMING) xml = xml.replace(new RegExp(`<${el}>[\\s\\S]*?</${el}>|<${el}\\s*/>`, "g"), "");
      out[name] = strToU8(xml);
    } else if (name.startsWith("word/") && name.endsWith(".xml"))
      out[name] = strToU8(strFromU8(data).replace(PERSON_ATTRIBUTES, (_, attr: string) => `${attr}=""`));
    else out[name] = data;
  }
  return zipSync(out, { level: 6 });
}

/** The file's bytes without what names the person who made it. */
export async function stripDocumentMetadata(bytes: Uint8Array, kind: FileKind): Promise<Uint8Array> {
  if (kind === "pdf") return removePdfMetadata(bytes);
  if (kind === "docx") return stripDocx(bytes);
  return bytes;
}
