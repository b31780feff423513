import { useMutation } from '@tanstack/react-query';
import type { RentingPropertyDetail } from '@rentals/shared';
import { api } from '../../../shared/api/client';

/** 'existed' when the renter already asked to end this tenancy. */
export type NotificationAddResult = 'success' | 'existed';

export type TerminationInput = { propertyId: string; from: string };

/**
 * Asks the owner to end the tenancy: a rent-termination-request notification about the property,
 * from the renter to its owner (the summary in the tab has no owner, so the detail gives it).
 */
export async function requestTermination({ propertyId, from }: TerminationInput) {
  const property = await api.get<RentingPropertyDetail>(
    `/rentingproperty/find/${encodeURIComponent(propertyId)}`,
  );
  return api.post<NotificationAddResult>('/notifications/add', {
    notification: {
      from,
      notifier: property.owner,
      type: 'rent-termination-request',
      about: propertyId,
    },
  });
}

export const useRequestTermination = () => useMutation({ mutationFn: requestTermination });

export type ApartmentTerminationInput = { recordId: string; ownerId: string; from: string };

/**
 * Asks the owner to end the tenancy of an apartment: the request is about its renting record
 * (the owner's card names the apartment; accepting it vacates the address).
 */
export const requestApartmentTermination = ({
  recordId,
  ownerId,
  from,
}: ApartmentTerminationInput) =>
  api.post<NotificationAddResult>('/notifications/add', {
    notification: { from, notifier: ownerId, type: 'rent-termination-request', about: recordId },
  });

export const useRequestApartmentTermination = () =>
  useMutation({ mutationFn: requestApartmentTermination });
