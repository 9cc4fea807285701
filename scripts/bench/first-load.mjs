// First-load JavaScript of each page of the production build, read from Next's own manifests: the
// scripts a page names in its HTML before anything is clicked, gzipped. The framework's share is
// what every page of any Next app loads (the runtime: React, React DOM, Next's client, and the
// client parts of the root layout, which are Next's own); the budget is what a page adds above it.
//
//   node scripts/bench/first-load.mjs      prints the table for the build in .next
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

/**
 * The first-load script of every page of the build in `dir` (default `.next`), in KB gzipped:
 * `framework` for all pages, then each page's own above it, largest first.
 * @returns {Promise<{ framework: number, pages: { page: string, kb: number }[] }>}
 */
export async function firstLoad(dir = path.join(root, ".next")) {
  const kb = new Map();
  const size = (file) => {
    const name = file.replace(/^\/?_next\//, "");
    if (!kb.has(name)) kb.set(name, gzipSync(readFileSync(path.join(dir, name))).length / 1024);
    return kb.get(name);
  };
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(dir, "build-manifest.json"), "utf8"));
  const pages = [];
  let layoutFiles = [];
  for await (const file of await readdir(path.join(dir, "server/app"), { recursive: true })) {
    if (!file.endsWith("page_client-reference-manifest.js")) continue;
    const context = { self: {} };
    context.globalThis = context;
    vm.runInNewContext(readFileSync(path.join(dir, "server/app", file), "utf8"), context);
    for (const [route, manifest] of Object.entries(context.__RSC_MANIFEST ?? {})) {
      layoutFiles = manifest.entryJSFiles["[project]/app/layout"] ?? layoutFiles;
      // the client parts of the page and of every layout, error and not-found file above it (a page
      // with no client part of its own has no entry, its layouts' still load)
      const own = new Set(
        Object.entries(manifest.entryJSFiles)
          .map(([key, files]) => [key.replace("[project]/app", ""), files])
          .filter(([key]) => key === route || (!key.endsWith("/page") && `${route}/`.startsWith(`${key.replace(/\/[^/]+$/, "")}/`)))
          .flatMap(([, files]) => files),
      );
      for (const f of manifest.entryJSFiles["[project]/app/layout"] ?? []) own.delete(f);
      const page = route.replace(/\/page$/, "").replace(/\/\([^)]+\)/g, "") || "/";
      if (page.startsWith("/_")) continue; // Next's own error pages
      pages.push({ page, kb: [...own].reduce((sum, f) => sum + size(f), 0) });
    }
  }
  const framework = [...rootMainFiles, ...layoutFiles].reduce((sum, f) => sum + size(f), 0);
  return { framework, pages: pages.sort((a, b) => b.kb - a.kb || a.page.localeCompare(b.page)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { framework, pages } = await firstLoad();
  console.log(`framework (every page): ${framework.toFixed(1)} KB gzipped`);
  for (const { page, kb } of pages) console.log(`${kb.toFixed(1).padStart(6)} KB  ${page}`);
}
