import type { RentingPropertyDetail } from '@rentals/shared';
import { formatPrice, formatRooms } from '../../../shared/listings/format';

/** Type, rooms and area as a row of small facts; the price is shown by the reserve box. */
export function PropertyFacts({ property }: { property: RentingPropertyDetail }) {
  const facts: { label: string; value: string }[] = [{ label: 'Type', value: property.type }];
  if (property.rooms !== null) facts.push({ label: 'Rooms', value: formatRooms(property.rooms) });
  if (property.area !== null) facts.push({ label: 'Area', value: `${property.area} m²` });
  const price = formatPrice(property.price);
  if (price) facts.push({ label: 'Price', value: `${price} / month` });

  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl bg-stone-100 px-3 py-2">
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
