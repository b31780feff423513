import type { ReactNode } from 'react';
import {
  hashKey,
  useQuery,
  type MutateOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { MyApartmentRequest, RentalEntry } from '@rentals/shared';
import { useFormat } from '../../../shared/i18n/format';
import { pendingPropertiesOptions, rentedPropertiesOptions } from '../api/account-listings';
import { useMyApartmentRequests } from '../api/my-apartment-requests';
import { RentalActions, RentalGrid, type RentalItem } from './rental-grid';

/** The call the tab's one button makes for an entry of one kind. */
type EntryAction<Entry, Result, Input> = {
  call: UseMutationResult<Result, Error, Input>;
  /** what the call is sent for an entry */
  input: (entry: Entry) => Input;
  /** what the user is told */
  outcome: MutateOptions<Result, Error, Input>;
};

type RentalTabProps<PR, PI, AR, AI> = {
  userId: string;
  /** requests waiting for their owners, or tenancies */
  status: 'pending' | 'rented';
  property: EntryAction<RentalEntry, PR, PI>;
  apartment: EntryAction<MyApartmentRequest, AR, AI>;
  /** the button's words */
  action: ReactNode;
};

/**
 * One of the renter's tabs: general properties and apartment requests of one status together,
 * newest first, each card with the tab's one button.
 */
export function RentalTab<PR, PI, AR, AI>({
  userId,
  status,
  property,
  apartment,
  action,
}: RentalTabProps<PR, PI, AR, AI>) {
  const pending = status === 'pending';
  const properties = useQuery(
    pending ? pendingPropertiesOptions(userId) : rentedPropertiesOptions(userId),
  );
  const apartments = useMyApartmentRequests(userId);
  const { t } = useLingui();
  const format = useFormat();
  const when = (date: string) => {
    const day = format.day(date);
    return pending ? t`Requested ${day}` : t`Since ${day}`;
  };

  const busy = property.call.isPending || apartment.call.isPending;
  /** An entry's button makes its call and spins while the call on its way is this entry's. */
  const button = <Entry, Result, Input>(
    { call, input, outcome }: EntryAction<Entry, Result, Input>,
    entry: Entry,
  ) => ({
    loading: call.isPending && hashKey([call.variables]) === hashKey([input(entry)]),
    onClick: () => call.mutate(input(entry), outcome),
  });

  const card = (
    key: string,
    listing: RentalItem['listing'],
    date: string,
    control: ReturnType<typeof button>,
    record?: MyApartmentRequest['record'],
  ): RentalItem => ({
    key,
    listing,
    date,
    actions: (
      <RentalActions apartment={record} when={when(date)} busy={busy} {...control}>
        {action}
      </RentalActions>
    ),
  });

  const items = () => [
    ...(properties.data ?? []).map((entry) =>
      card(entry.record._id, entry.property, entry.record.created_date, button(property, entry)),
    ),
    ...(apartments.data ?? [])
      .filter((request) => request.record.status === status)
      .map((request) =>
        card(
          request.record._id,
          request.building,
          // a tenancy counts from the day it began, a request from the day it was made
          pending ? request.record.created_date : request.record.status_date,
          button(apartment, request),
          request.record,
        ),
      ),
  ];

  return (
    <RentalGrid
      queries={[properties, apartments]}
      items={items}
      label={pending ? t`Pending requests` : t`Rented properties`}
      empty={
        pending
          ? t`No requests are waiting for an owner.`
          : t`You are not renting a property at the moment.`
      }
    />
  );
}
