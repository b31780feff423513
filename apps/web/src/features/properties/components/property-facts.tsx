import { useLingui } from '@lingui/react/macro';
import type { RentingPropertyDetail } from '@rentals/shared';
import { typeLabelIn } from '../../../shared/i18n/labels';
import { formatPrice, roomsText } from '../../../shared/listings/format';

/** Type, rooms and area as a row of small facts; the price is shown by the reserve box. */
export function PropertyFacts({ property }: { property: RentingPropertyDetail }) {
  const { t, i18n } = useLingui();
  const type = i18n.locale === 'spec' ? property.type : typeLabelIn(i18n, property.type);
  const facts: { id: string; label: string; value: string }[] = [
    { id: 'type', label: t`Type`, value: type },
  ];
  if (property.rooms !== null)
    facts.push({ id: 'rooms', label: t`Rooms`, value: roomsText(i18n, property.rooms) });
  if (property.area !== null)
    facts.push({ id: 'area', label: t`Area`, value: `${property.area} m²` });
  const price = formatPrice(property.price);
  if (price) facts.push({ id: 'price', label: t`Price`, value: t`${price} / month` });

  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.id} className="rounded-xl bg-stone-100 px-3 py-2">
          <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {fact.label}
          </dt>
          <dd className="mt-0.5 font-semibold text-stone-900 first-letter:uppercase">
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
