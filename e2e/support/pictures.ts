import sharp from 'sharp';

/**
 * A photo-like JPEG made on the spot (a sky, a wall, a door), so journeys upload real images
 * without fixtures in the repository. `hue` varies it between files.
 */
export async function housePhoto(name: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${200 + (hue % 20)},70%,60%)"/>
      <stop offset="1" stop-color="hsl(${190 + (hue % 20)},60%,85%)"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#sky)"/>
    <rect y="900" width="1600" height="300" fill="hsl(35,45%,62%)"/>
    <rect x="350" y="420" width="900" height="520" fill="hsl(${hue},55%,78%)"/>
    <rect x="720" y="700" width="160" height="240" fill="hsl(${hue + 180},35%,30%)"/>
    <rect x="450" y="520" width="160" height="130" fill="#dbeafe"/>
    <rect x="990" y="520" width="160" height="130" fill="#dbeafe"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
