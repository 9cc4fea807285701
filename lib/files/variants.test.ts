import { describe, expect, it } from "vitest";
import { STORED_NAME } from "./files";
import { imageSrcSet, isResizable, originalOfVariant, variantKey } from "./variants";

const KEY = "0123456789abcdef0123456789abcdef";

describe("resized copies of uploaded photos", () => {
  it("name each copy after its original and width, and find the original back", () => {
    expect(variantKey(`${KEY}.jpg`, 640)).toBe(`${KEY}-jpg-w640.webp`);
    expect(originalOfVariant(`${KEY}-jpg-w640.webp`)).toBe(`${KEY}.jpg`);
    expect(originalOfVariant(`${KEY}.jpg`)).toBeNull();
    expect(STORED_NAME.test(`${KEY}-png-w320.webp`)).toBe(true);
    expect(STORED_NAME.test(`${KEY}-png-w999.webp`)).toBe(false);
    expect(STORED_NAME.test(`${KEY}-pdf-w320.webp`)).toBe(false);
  });

  it("offer a srcset for uploaded photos only (not a GIF, an external or shipped image)", () => {
    expect(imageSrcSet(`/uploads/${KEY}.png`)).toBe(
      `/uploads/${KEY}-png-w320.webp 320w, /uploads/${KEY}-png-w640.webp 640w, /uploads/${KEY}-png-w1280.webp 1280w`,
    );
    expect(isResizable(`${KEY}.gif`)).toBe(false);
    expect(imageSrcSet(`/uploads/${KEY}.gif`)).toBeUndefined();
    expect(imageSrcSet("https://example.org/a.jpg")).toBeUndefined();
    expect(imageSrcSet("/images/article-default.svg")).toBeUndefined();
  });
});
