const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export { roomTypeLabel } from '@rentals/shared';
export const nightsText = (n: number) => count(n, 'night', 'nights');
