// Draws the installed app's icons (apps/web/public/icons) and /favicon.ico (apps/web/public) from
// the favicon's house: run it again after changing the mark. `any` icons are the rounded tile; the maskable one fills the square
// and keeps the house inside the safe zone (the middle 80%), as launchers crop it to a circle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(path.resolve('apps/server/package.json'));
const sharp = require('sharp');
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');
const HOUSE = 'M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z';
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="${HOUSE}" fill="#fff"/></svg>`;
// The house scaled to 60% around the centre, on a full square.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f766e"/><g transform="translate(16 17) scale(0.75) translate(-16 -17)"><path d="${HOUSE}" fill="#fff"/></g></svg>`;

for (const [name, svg, size] of [
  ['icon-192.png', tile, 192],
  ['icon-512.png', tile, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}

// /favicon.ico, which browsers ask for before reading the page and crawlers ask for alone: an
// icon directory of PNG images (every browser since IE 11 reads PNG in ICO), the tile at 16, 32
// and 48 pixels.
const sizes = [16, 32, 48];
const images = [];
for (const size of sizes) {
  images.push(
    await sharp(Buffer.from(tile), { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1: an icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
for (const [i, size] of sizes.entries()) {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry); // width
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(images[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[i].length;
}
fs.writeFileSync(path.join(out, '..', 'favicon.ico'), Buffer.concat([header, ...images]));
