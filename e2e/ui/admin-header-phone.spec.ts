import AxeBuilder from "@axe-core/playwright";
import { createUser, expect, hydrated, loginAs, test } from "../fixtures";

// At phone width the admin header shows icons only; each link and button keeps its words for
// screen readers (Lighthouse and axe: button-name, link-name).
test("admin header at phone width: every link and button has a name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, await createUser("admin"));
  for (const path of ["/admin", "/admin/sections/qa"]) {
    await page.goto(path);
    await hydrated(page);
    const { violations } = await new AxeBuilder({ page }).withRules(["button-name", "link-name"]).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`),
      path,
    ).toEqual([]);
  }
});
