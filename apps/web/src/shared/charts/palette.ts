/**
 * The charts' colours: each at least 4.5:1 on white (Tailwind's 700s), so a line, a bar or a
 * label in it reads on a phone in the sun; the lines differ in dash too, not in colour alone.
 */
export const SERIES_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#b91c1c', '#6d28d9'] as const;
export const AXIS_COLOUR = '#57534e';
export const GRID_COLOUR = '#e7e5e4';
/** The heat map's steps, light to dark; a day's number is dark on the light ones, white on the dark. */
export const HEAT_STEPS = ['#ffffff', '#bfdbfe', '#60a5fa', '#1d4ed8', '#1e3a8a'] as const;
export const darkStep = (step: number) => step >= 3;
