import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NO_CAKE, NO_FOOD, type HallDetails } from '@rentals/shared';
import { formatMoney } from './money';

export type Choice = { value: string; label: string };

/** The food packages with their base price per guest, then no food (the hourly rate). */
export const foodChoices = (
  i18n: I18n,
  hall: Pick<HallDetails, 'food' | 'hourly_rate'>,
): Choice[] => {
  const hourly = formatMoney(hall.hourly_rate);
  return [
    ...hall.food.map((f) => {
      const name = f.package;
      const price = formatMoney(f.price);
      return { value: f.package, label: i18n._(msg`${name} · ${price} a guest`) };
    }),
    { value: NO_FOOD, label: i18n._(msg`No food · ${hourly} an hour`) },
  ];
};

/** No cake, then the hall's cakes with their price. */
export const cakeChoices = (i18n: I18n, hall: Pick<HallDetails, 'cake'>): Choice[] => [
  { value: NO_CAKE, label: i18n._(msg`No cake`) },
  ...hall.cake.map((c) => ({ value: c.name, label: `${c.name} · ${formatMoney(c.price)}` })),
];
