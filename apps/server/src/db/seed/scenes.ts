/**
 * Street scenes of Mogadishu drawn as SVG, rendered by sharp into the demo listings' pictures:
 * nothing is downloaded. Each scene is deterministic for its type and variant number.
 */

export const SCENE_WIDTH = 1280;
export const SCENE_HEIGHT = 853;
const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;
const HORIZON = 610;

export type SceneType = 'House' | 'office' | 'business' | 'Retail Space' | 'Land';

/** A small seeded generator, so a scene looks the same on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof seededRandom>;

const SKIES = [
  ['#1e88e5', '#90caf9', '#e3f2fd'],
  ['#0277bd', '#4fc3f7', '#e1f5fe'],
  ['#5c6bc0', '#f48fb1', '#ffe0b2'],
  ['#1565c0', '#64b5f6', '#fff8e1'],
];

function sky(rng: Rng) {
  const [top, mid, low] = rng.pick(SKIES);
  const sunX = rng.between(120, W - 120);
  const clouds = Array.from({ length: rng.int(2, 4) }, () => {
    const x = rng.between(0, W);
    const y = rng.between(60, 260);
    const s = rng.between(0.7, 1.4);
    return `<g opacity="0.85" fill="#ffffff" transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(2)})">
      <ellipse cx="0" cy="0" rx="70" ry="22"/><ellipse cx="40" cy="-14" rx="46" ry="24"/>
      <ellipse cx="-38" cy="-6" rx="36" ry="18"/></g>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/>
      <stop offset="1" stop-color="${low}"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#b3e5fc"/><stop offset="1" stop-color="#0277bd"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="${sunX.toFixed(0)}" cy="${rng.between(80, 160).toFixed(0)}" r="46" fill="#fff59d" opacity="0.9"/>
    ${clouds}`;
}

function ground(colour: string, road = true) {
  return `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="${colour}"/>
    ${road ? `<rect y="${H - 110}" width="${W}" height="110" fill="#6d6d6d"/><path d="M0 ${H - 57} H${W}" stroke="#eeeeee" stroke-width="6" stroke-dasharray="40 30"/>` : ''}`;
}

function palm(x: number, base: number, height: number, rng: Rng) {
  const lean = rng.between(-40, 40);
  const topX = x + lean;
  const topY = base - height;
  const fronds = Array.from({ length: 7 }, (_, i) => {
    const angle = -170 + i * 27 + rng.between(-8, 8);
    const rad = (angle * Math.PI) / 180;
    const len = rng.between(90, 130);
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.6 + 40;
    const cx = topX + Math.cos(rad) * len * 0.5;
    const cy = topY + Math.sin(rad) * len * 0.5 - 30;
    return `<path d="M${topX.toFixed(0)} ${topY.toFixed(0)} Q${cx.toFixed(0)} ${cy.toFixed(0)} ${ex.toFixed(0)} ${ey.toFixed(0)}" stroke="${i % 2 ? '#2e7d32' : '#388e3c'}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  }).join('');
  return `<path d="M${x} ${base} Q${(x + lean * 0.2).toFixed(0)} ${(base - height / 2).toFixed(0)} ${topX.toFixed(0)} ${topY.toFixed(0)}" stroke="#795548" stroke-width="16" fill="none"/>
    ${fronds}<circle cx="${topX.toFixed(0)}" cy="${(topY + 6).toFixed(0)}" r="10" fill="#5d4037"/>`;
}

function acacia(x: number, base: number, rng: Rng) {
  const h = rng.between(120, 170);
  return `<path d="M${x} ${base} L${x + 6} ${base - h} M${x + 4} ${base - h * 0.6} L${x - 40} ${base - h - 10} M${x + 4} ${base - h * 0.7} L${x + 50} ${base - h - 5}" stroke="#5d4037" stroke-width="9" fill="none"/>
    <ellipse cx="${x + 4}" cy="${(base - h - 18).toFixed(0)}" rx="${rng.between(90, 120).toFixed(0)}" ry="26" fill="#558b2f"/>`;
}

/** A block with rows of windows, a parapet, and a door; optional glass curtain for offices. */
function building(
  rng: Rng,
  o: {
    x: number;
    width: number;
    floors: number;
    wall: string;
    trim: string;
    glass?: boolean;
    door?: string;
    floorH?: number;
    /** a water tank on the roof, as on most Mogadishu houses */
    tank?: string;
  },
) {
  const floorH = o.floorH ?? 78;
  const windowH = Math.round(floorH * 0.56);
  const height = o.floors * floorH + 30;
  const top = HORIZON - height;
  const cols = Math.max(2, Math.floor(o.width / 90));
  const gap = o.width / cols;
  const parts = [
    `<rect x="${o.x}" y="${top}" width="${o.width}" height="${height}" fill="${o.wall}"/>`,
    `<rect x="${o.x - 8}" y="${top - 14}" width="${o.width + 16}" height="18" fill="${o.trim}"/>`,
  ];
  for (let f = 0; f < o.floors; f++) {
    const y = top + 30 + f * floorH;
    if (o.glass) {
      parts.push(
        `<rect x="${o.x + 12}" y="${y}" width="${o.width - 24}" height="${floorH - 16}" fill="url(#glass)" opacity="0.95"/>`,
      );
      for (let c = 1; c < cols; c++)
        parts.push(
          `<rect x="${(o.x + c * gap).toFixed(0)}" y="${y}" width="4" height="${floorH - 16}" fill="${o.trim}"/>`,
        );
      continue;
    }
    for (let c = 0; c < cols; c++) {
      const wx = o.x + c * gap + gap * 0.22;
      const ww = gap * 0.56;
      if (f === o.floors - 1 && c === Math.floor(cols / 2)) continue; // the door goes here
      const lit = rng.next() < 0.25;
      parts.push(
        `<rect x="${wx.toFixed(0)}" y="${y}" width="${ww.toFixed(0)}" height="${windowH}" fill="${lit ? '#fff3c4' : '#37474f'}" stroke="${o.trim}" stroke-width="5"/>`,
        `<rect x="${wx.toFixed(0)}" y="${y + windowH / 2}" width="${ww.toFixed(0)}" height="3" fill="${o.trim}"/>`,
      );
    }
    if (f > 0 && f < o.floors - 1 && rng.next() < 0.5)
      parts.push(
        `<rect x="${o.x + 10}" y="${y + windowH + 4}" width="${o.width - 20}" height="8" fill="${o.trim}"/>`,
      );
  }
  if (o.tank) {
    const tx = o.x + o.width * rng.between(0.6, 0.8);
    parts.push(
      `<rect x="${tx.toFixed(0)}" y="${top - 64}" width="56" height="50" fill="${o.tank}"/>`,
      `<ellipse cx="${(tx + 28).toFixed(0)}" cy="${top - 64}" rx="28" ry="8" fill="${o.tank}" stroke="#000000" stroke-opacity="0.2"/>`,
      `<rect x="${(tx + 6).toFixed(0)}" y="${top - 14}" width="6" height="14" fill="#616161"/><rect x="${(tx + 44).toFixed(0)}" y="${top - 14}" width="6" height="14" fill="#616161"/>`,
    );
  }
  const doorW = Math.min(70, gap * 0.7);
  const doorX = o.x + Math.floor(cols / 2) * gap + (gap - doorW) / 2;
  parts.push(
    `<path d="M${doorX.toFixed(0)} ${HORIZON} v-72 a${(doorW / 2).toFixed(0)} 22 0 0 1 ${doorW.toFixed(0)} 0 v72 z" fill="${o.door ?? '#6d4c41'}" stroke="${o.trim}" stroke-width="4"/>`,
  );
  return parts.join('');
}

/** The perimeter wall and painted metal gate in front of most Mogadishu houses. */
function compoundWall(rng: Rng, colour: string, gate: string) {
  const y = HORIZON + 40 - 60;
  const gateX = rng.between(160, W - 380);
  return `<rect x="0" y="${y}" width="${W}" height="60" fill="${colour}"/>
    <rect x="0" y="${y - 8}" width="${W}" height="10" fill="#9e9e9e"/>
    <rect x="${gateX.toFixed(0)}" y="${y - 24}" width="190" height="84" fill="${gate}"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${(gateX + 14 + i * 29).toFixed(0)}" y="${y - 16}" width="6" height="68" fill="#263238" opacity="0.35"/>`).join('')}`;
}

function shopFronts(rng: Rng, x: number, width: number, count: number) {
  const each = width / count;
  const awnings = ['#e53935', '#fb8c00', '#43a047', '#1e88e5', '#8e24aa', '#fdd835'];
  return Array.from({ length: count }, (_, i) => {
    const sx = x + i * each;
    const colour = rng.pick(awnings);
    const open = rng.next() < 0.6;
    const stripes = Array.from(
      { length: 5 },
      (_, k) =>
        `<rect x="${(sx + 6 + (k * (each - 12)) / 5).toFixed(0)}" y="${HORIZON - 128}" width="${((each - 12) / 10).toFixed(0)}" height="26" fill="#ffffff" opacity="0.7"/>`,
    ).join('');
    const shutter = open
      ? `<rect x="${(sx + 14).toFixed(0)}" y="${HORIZON - 96}" width="${(each - 28).toFixed(0)}" height="96" fill="#ffe0b2"/>
         <rect x="${(sx + 24).toFixed(0)}" y="${HORIZON - 70}" width="${((each - 48) / 2).toFixed(0)}" height="40" fill="${rng.pick(awnings)}" opacity="0.8"/>`
      : `<rect x="${(sx + 14).toFixed(0)}" y="${HORIZON - 96}" width="${(each - 28).toFixed(0)}" height="96" fill="#90a4ae"/>` +
        Array.from(
          { length: 8 },
          (_, k) =>
            `<rect x="${(sx + 14).toFixed(0)}" y="${HORIZON - 92 + k * 12}" width="${(each - 28).toFixed(0)}" height="2" fill="#607d8b"/>`,
        ).join('');
    return `${shutter}<path d="M${(sx + 6).toFixed(0)} ${HORIZON - 128} h${(each - 12).toFixed(0)} l14 34 h${(-(each - 12) - 28).toFixed(0)} z" fill="${colour}"/>${stripes}`;
  }).join('');
}

const HOUSE_WALLS = ['#fff8e1', '#fce4ec', '#e0f7fa', '#f1f8e9', '#fffde7', '#ede7f6'];
const GATES = ['#2e7d32', '#1565c0', '#c62828', '#00838f', '#6a1b9a'];
const SOILS = ['#c8a27a', '#b5835a', '#d7b98e', '#a86b3c'];

function houseScene(rng: Rng) {
  const wall = rng.pick(HOUSE_WALLS);
  const x = rng.between(240, 420);
  const width = rng.between(460, 620);
  return [
    sky(rng),
    ground(rng.pick(SOILS)),
    building(rng, {
      x,
      width,
      floors: rng.int(1, 2),
      floorH: 130,
      wall,
      trim: rng.pick(['#ffffff', '#8d6e63', '#00897b', '#c0ca33']),
      door: '#8d6e63',
      tank: rng.pick(['#212121', '#eeeeee', '#1565c0']),
    }),
    palm(rng.between(80, 200), HORIZON, rng.between(300, 380), rng),
    palm(rng.between(W - 220, W - 90), HORIZON, rng.between(260, 360), rng),
    compoundWall(rng, rng.pick(['#f5f5f5', '#ffe0b2', '#d7ccc8']), rng.pick(GATES)),
  ].join('');
}

function officeScene(rng: Rng) {
  const wall = rng.pick(['#eceff1', '#cfd8dc', '#f5f5f5', '#e8eaf6']);
  const main = rng.between(380, 520);
  return [
    sky(rng),
    ground('#bdbdbd'),
    building(rng, {
      x: 60,
      width: 300,
      floors: rng.int(3, 4),
      wall: '#d7ccc8',
      trim: '#8d6e63',
    }),
    building(rng, {
      x: 400,
      width: main,
      floors: rng.int(5, 6),
      wall,
      trim: '#546e7a',
      glass: true,
      door: '#263238',
    }),
    palm(rng.between(W - 200, W - 120), HORIZON, rng.between(280, 340), rng),
  ].join('');
}

function businessScene(rng: Rng) {
  const wall = rng.pick(['#ffcc80', '#ffe082', '#bcaaa4', '#b0bec5']);
  const x = rng.between(120, 300);
  const width = rng.between(700, 900);
  return [
    sky(rng),
    ground(rng.pick(SOILS)),
    building(rng, { x, width, floors: 2, wall, trim: '#5d4037', door: '#37474f', tank: '#212121' }),
    shopFronts(rng, x + 10, width - 20, rng.int(3, 4)),
    palm(rng.between(30, 100), HORIZON, rng.between(280, 340), rng),
  ].join('');
}

function retailScene(rng: Rng) {
  const wall = rng.pick(['#fff3e0', '#e8f5e9', '#fbe9e7', '#f3e5f5']);
  return [
    sky(rng),
    ground('#9e9e9e'),
    building(rng, { x: 40, width: W - 80, floors: 2, wall, trim: '#795548' }),
    shopFronts(rng, 50, W - 100, rng.int(5, 7)),
  ].join('');
}

function landScene(rng: Rng) {
  const soil = rng.pick(SOILS);
  const posts = Array.from({ length: 15 }, (_, i) => {
    const x = 40 + i * 86;
    return `<rect x="${x}" y="${HORIZON + 40}" width="10" height="90" fill="#6d4c41"/>`;
  }).join('');
  const wires = [0, 1, 2]
    .map(
      (k) =>
        `<path d="M40 ${HORIZON + 60 + k * 24} H${W - 40}" stroke="#9e9e9e" stroke-width="3" stroke-dasharray="12 6"/>`,
    )
    .join('');
  const shrubs = Array.from(
    { length: 9 },
    () =>
      `<ellipse cx="${rng.between(40, W - 40).toFixed(0)}" cy="${rng.between(HORIZON + 150, H - 20).toFixed(0)}" rx="${rng.between(18, 40).toFixed(0)}" ry="12" fill="#7cb342" opacity="0.8"/>`,
  ).join('');
  const skyline = Array.from({ length: 8 }, (_, i) => {
    const h = rng.between(30, 90);
    return `<rect x="${(i * 160 + rng.between(0, 60)).toFixed(0)}" y="${(HORIZON - h).toFixed(0)}" width="${rng.between(60, 120).toFixed(0)}" height="${h.toFixed(0)}" fill="#b0bec5" opacity="0.7"/>`;
  }).join('');
  return [
    sky(rng),
    skyline,
    `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="${soil}"/>`,
    shrubs,
    acacia(rng.between(200, 500), HORIZON + 20, rng),
    rng.next() < 0.6 ? acacia(rng.between(800, 1100), HORIZON + 30, rng) : '',
    posts,
    wires,
    `<rect x="${rng.between(900, 1100).toFixed(0)}" y="${HORIZON - 20}" width="8" height="110" fill="#4e342e"/>`,
    `<rect x="${rng.between(860, 1060).toFixed(0)}" y="${HORIZON - 70}" width="120" height="60" fill="#fafafa" stroke="#1565c0" stroke-width="6"/>`,
  ].join('');
}

const DRAW: Record<SceneType, (rng: Rng) => string> = {
  House: houseScene,
  office: officeScene,
  business: businessScene,
  'Retail Space': retailScene,
  Land: landScene,
};

/** The SVG of one picture of a listing type; variants differ in colours, layout and weather. */
export function sceneSvg(type: SceneType, variant: number): Buffer {
  const rng = seededRandom(
    (variant + 1) * 7919 + type.length * 104729 + type.charCodeAt(0) * 31 + type.charCodeAt(1),
  );
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DRAW[type](rng)}</svg>`,
  );
}
