import { describe, expect, it } from "vitest";
import counterRobots from "./counter-robots.json";
import { isRobot } from "./rules";

describe("isRobot: the COUNTER Robots list", () => {
  it("compiles every pattern of the list", () => {
    expect(counterRobots.length).toBeGreaterThan(300);
    for (const { pattern } of counterRobots) expect(() => new RegExp(pattern, "i")).not.toThrow();
  });

  it("leaves out crawlers, scripts and a missing user agent, whatever their case", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "curl/8.5.0",
      "python-requests/2.31.0",
      "Wget/1.21",
      "Java/1.8.0_292",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36",
      "SOME-SPIDER/1.0",
      "",
      "   ",
      null,
      undefined,
    ])
      expect(isRobot(ua), String(ua)).toBe(true);
  });

  it("counts people's browsers and the reference managers that fetch for them", () => {
    for (const ua of [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0",
      "Zotero/6.0.30",
      "Mendeley Desktop/1.19.8",
    ])
      expect(isRobot(ua), ua).toBe(false);
  });
});
