/**
 * The drawing area every chart shares: a phone-sized view box that scales to its column, so a
 * label stays readable at 375 px and at 1280 px (the figure is at most two columns wide).
 */
export const WIDTH = 360;
export const HEIGHT = 200;
export const MARGIN = { top: 10, right: 10, bottom: 30, left: 50 } as const;
export const FONT_SIZE = 11;

/** At most `most` of the `count` indexes, evenly spread, first and last among them. */
export function spreadTicks(count: number, most = 5): number[] {
  if (count <= most) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (most - 1);
  return Array.from({ length: most }, (_, i) => Math.round(i * step));
}
