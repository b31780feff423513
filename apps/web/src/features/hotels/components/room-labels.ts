import { countOf } from '@rentals/shared';

export { roomTypeLabel } from '@rentals/shared';
export const nightsText = (n: number) => countOf(n, 'night', 'nights');
