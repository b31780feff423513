// Draws the installed app's icons (apps/web/public/icons) from the favicon's house: run it again
// after changing the mark. `any` icons are the rounded tile; the maskable one fills the square
// and keeps the house inside the safe zone (the middle 80%), as launchers crop it to a circle.
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
