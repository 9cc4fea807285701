// Every client component finds its messages: NextIntlClientProvider gets only the namespaces a
// route's client components use (components/providers/client-messages.tsx), declared on the
// route's layouts and page as `namespaces={[…]}`. This walks each route's imports from its layouts,
// page and error/loading files, collects the `useTranslations("X")` of every module that runs in
// the browser ("use client" and what it imports), and checks the declarations cover them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const EXT = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"];

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const e of EXT) if (existsSync(base + e) && statSync(base + e).isFile()) return base + e;
  return null;
}

const sources = new Map<string, string>();
const read = (f: string) => sources.get(f) ?? (sources.set(f, readFileSync(f, "utf8")), sources.get(f)!);
const importsOf = (f: string) =>
  [...read(f).matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"|import\("([^"]+)"\)/g)]
    .map((m) => resolveImport(f, m[1] ?? m[2]))
    .filter((x): x is string => !!x);
const namespacesOf = (f: string) => [...read(f).matchAll(/useTranslations\(\s*"([^".]+)/g)].map((m) => m[1]);
const isClient = (f: string) => /^\s*["']use client["']/.test(read(f));

/** The namespaces used by the client modules reachable from `entry`. */
function clientNamespaces(entry: string, seen = new Set<string>(), client = false, out = new Set<string>()) {
  const key = `${client}:${entry}`;
  if (seen.has(key)) return out;
  seen.add(key);
  const inClient = client || isClient(entry);
  if (inClient) for (const n of namespacesOf(entry)) out.add(n);
  for (const dep of importsOf(entry)) clientNamespaces(dep, seen, inClient, out);
  return out;
}

/** The namespaces a file declares for the client (`namespaces={[…]}` or a `…_NAMESPACES` list it names). */
function declared(f: string) {
  const src = read(f);
  const lists = [...src.matchAll(/namespaces=\{\[([^\]]*)\]\}/g), ...src.matchAll(/_NAMESPACES\s*=\s*\[([^\]]*)\]/g)].map((m) => m[1]);
  const names = lists.flatMap((l) => [...l.matchAll(/"([^"]+)"/g)].map((m) => m[1]));
  // the admin layout sends every registered section's namespaces (`ns` and `uses` of each line)
  if (src.includes("ADMIN_SECTION_NAMESPACES")) {
    const registry = read(path.join(root, "lib/admin-sections.ts"));
    for (const m of registry.matchAll(/\bns: "([^"]+)"|\buses: \[([^\]]*)\]/g))
      names.push(...(m[1] ? [m[1]] : [...m[2].matchAll(/"([^"]+)"/g)].map((x) => x[1])));
  }
  return names;
}

function routes(dir = path.join(root, "app")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return routes(p);
    return /^(page|error|loading|not-found)\.tsx$/.test(name) ? [p] : [];
  });
}

/** The route file and the layouts above it (root first). */
function chain(file: string) {
  const files: string[] = [];
  for (let d = path.dirname(file); d.startsWith(path.join(root, "app")); d = path.dirname(d)) {
    const layout = path.join(d, "layout.tsx");
    if (existsSync(layout)) files.unshift(layout);
  }
  return [...files, file];
}

export function missingNamespaces() {
  const missing: Record<string, string[]> = {};
  for (const file of routes()) {
    const files = chain(file);
    const given = new Set([...files.flatMap(declared), ...declared(path.join(root, "components/providers/client-messages.tsx"))]);
    // a layout's own client components count against the layout's declarations, so check it all together
    const needed = new Set(files.flatMap((f) => [...clientNamespaces(f)]));
    const lacking = [...needed].filter((n) => !given.has(n)).sort();
    if (lacking.length) missing[path.relative(root, file)] = lacking;
  }
  return missing;
}

describe("client messages", () => {
  // it parses every route and component file: seconds on a busy two-core machine
  it("every route gives its client components the namespaces they use", { timeout: 60_000 }, () => {
    expect(missingNamespaces()).toEqual({});
  });
});
