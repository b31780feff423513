import { useLingui } from '@lingui/react/macro';
import type { SearchReading } from '@rentals/shared';
import { typeLabelIn } from '../../../shared/i18n/labels';

/**
 * What the server read the text as ('Read as: Hodan · House · 3+ rooms'): a renter who typed
 * 'Hodon' sees that the district was understood, and why the results are narrowed. Nothing when
 * the text named no district, type or number.
 */
export function ReadAs({ reading }: { reading: SearchReading }) {
  const { t, i18n } = useLingui();
  const { district, type, rooms, guests, price } = reading;
  const parts = [
    district,
    type && typeLabelIn(i18n, type),
    rooms !== undefined && t`${rooms}+ rooms`,
    guests !== undefined && t`${guests}+ guests`,
    price !== undefined && t`up to $${price}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="mt-1 text-sm text-stone-600">
      {t`Read as:`} {parts.join(' · ')}
    </p>
  );
}
