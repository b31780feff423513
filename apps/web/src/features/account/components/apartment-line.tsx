import { Trans, useLingui } from '@lingui/react/macro';
import type { MyApartmentRequest } from '@rentals/shared';
import { apartmentValueIn } from '../../../shared/i18n/labels';

/** Which apartment of the building a request is for: 'Apartment A-12 · 2-bedroom apartment'. */
export function ApartmentLine({ record }: { record: MyApartmentRequest['record'] }) {
  const { i18n } = useLingui();
  const address = record.apartment_address;
  const type = apartmentValueIn(i18n, record.apartment_type);
  return (
    <p className="w-full text-sm font-medium break-words text-stone-800">
      <Trans>
        Apartment {address} · {type}
      </Trans>
    </p>
  );
}
