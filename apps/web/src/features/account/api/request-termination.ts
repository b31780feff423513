import { useMutation } from '@tanstack/react-query';
import type { DataOf, notificationContract, propertyContract } from '@rentals/shared';
import { call, callData } from '../../../shared/api/client';

/** 'existed' when the renter already asked to end this tenancy. */
export type NotificationAddResult = DataOf<typeof notificationContract.addNotification>;

type NotificationInput = { from: string; notifier: string; type: string; about: string };

/** POST /notifications/add: 'existed' when the same request was already sent. */
const addNotification = (notification: NotificationInput) =>
  callData<typeof notificationContract.addNotification>(
    { method: 'POST', path: '/notifications/add' },
    { body: { notification } },
  );

export type TerminationInput = { propertyId: string; from: string };

/**
 * Asks the owner to end the tenancy: a rent-termination-request notification about the property,
 * from the renter to its owner (the summary in the tab has no owner, so the detail gives it).
 */
export async function requestTermination({ propertyId, from }: TerminationInput) {
  const { data: property } = await call<typeof propertyContract.findProperty>(
    { method: 'GET', path: '/rentingproperty/find/:id' },
    { params: { id: propertyId } },
  );
  return addNotification({
    from,
    notifier: property.owner,
    type: 'rent-termination-request',
    about: propertyId,
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
  addNotification({ from, notifier: ownerId, type: 'rent-termination-request', about: recordId });

export const useRequestApartmentTermination = () =>
  useMutation({ mutationFn: requestApartmentTermination });
