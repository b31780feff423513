import { NO_CAKE, NO_FOOD, type HallDetails } from '@rentals/shared';
import type { Choice } from './choice-field';
import { formatMoney } from './money';

/** The food packages with their base price per guest, then no food (the hourly rate). */
export const foodChoices = (hall: Pick<HallDetails, 'food' | 'hourly_rate'>): Choice[] => [
  ...hall.food.map((f) => ({
    value: f.package,
    label: `${f.package} · ${formatMoney(f.price)} a guest`,
  })),
  { value: NO_FOOD, label: `No food · ${formatMoney(hall.hourly_rate)} an hour` },
];

/** No cake, then the hall's cakes with their price. */
export const cakeChoices = (hall: Pick<HallDetails, 'cake'>): Choice[] => [
  { value: NO_CAKE, label: 'No cake' },
  ...hall.cake.map((c) => ({ value: c.name, label: `${c.name} · ${formatMoney(c.price)}` })),
];
