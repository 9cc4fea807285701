// Dev tool: screenshots of pages in Arabic and English, desktop and phone width, for looking at.
//   node scripts/screenshots.mjs <baseURL> <email> <password> <outDir> <path...>
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { toolEnv } from "./config.mjs";

const [base, email, password, out, ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: toolEnv.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const locale of ["ar", "en"]) {
  for (const [label, viewport] of [
    ["wide", { width: 1440, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({ viewport, baseURL: base });
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: base }]);
    for (const p of paths) {
      const page = await context.newPage();
      if (!p.startsWith("anon:") && email !== "-") {
        await page.request.post("/backend/api/auth/login.php", { data: { email, password } });
      }
      const target = p.replace(/^anon:/, "");
      await page.goto(target, { waitUntil: "networkidle" });
      await page.waitForTimeout(400);
      const name = `${target.replace(/[^a-z0-9]+/gi, "_") || "home"}-${locale}-${label}.png`;
      await page.screenshot({ path: `${out}/${name}` });
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
