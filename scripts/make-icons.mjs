// Renders the app's icons from public/images/logo.svg (run once after changing the logo):
// app/favicon.ico (16, 32, 48 px), app/icon.svg, app/apple-icon.png (180 px), public/icons/icon-{192,512}.png
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/images/logo.svg");
const png = (size) =>
  sharp(svg, { density: 72 * Math.ceil(size / 64) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An .ico holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt8(0, e + 2);
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const sizes = [16, 32, 48];
writeFileSync("app/favicon.ico", ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))));
copyFileSync("public/images/logo.svg", "app/icon.svg");
writeFileSync("app/apple-icon.png", await sharp(svg, { density: 600 }).resize(180, 180).flatten({ background: "#0e7490" }).png().toBuffer());
mkdirSync("public/icons", { recursive: true });
for (const size of [192, 512]) writeFileSync(`public/icons/icon-${size}.png`, await png(size));
console.log("icons written");
