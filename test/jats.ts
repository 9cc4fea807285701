// xmllint (libxml2) against the JATS 1.3 Archiving DTD with MathML 3 vendored under e2e/jats, by
// its catalog and without the network: what the domain test and the API spec of the JATS file check.
import { execFileSync } from "node:child_process";
import path from "node:path";

const CATALOG = path.resolve("e2e/jats/catalog.xml");

/** xmllint's complaints about `xml`, empty when it is valid. */
export function jatsErrors(xml: string): string {
  try {
    execFileSync("xmllint", ["--noout", "--valid", "--nonet", "-"], {
      input: xml,
      env: { ...process.env, XML_CATALOG_FILES: CATALOG },
      stdio: ["pipe", "pipe", "pipe"],
    });
    return "";
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e);
  }
}
