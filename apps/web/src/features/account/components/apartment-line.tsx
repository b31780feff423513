import type { MyApartmentRequest } from '@rentals/shared';

/** Which apartment of the building a request is for: 'Apartment A-12 · 2-bedroom apartment'. */
export function ApartmentLine({ record }: { record: MyApartmentRequest['record'] }) {
  return (
    <p className="w-full text-sm font-medium break-words text-stone-800">
      Apartment {record.apartment_address} · {record.apartment_type}
    </p>
  );
}
