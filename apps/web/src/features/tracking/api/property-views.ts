import { useEffect } from 'react';
import {
  PROPERTY_VIEW_DELAY_MS,
  type increaseViewsBody,
  type trackingContract,
} from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { isSignedIn, useUser } from '../../../shared/session/user';
import { takeEarlyRecord } from '../early-tracking';
import { ignoreFailure } from './user-sessions';

export type IncreaseViewsInput = ReturnType<typeof increaseViewsBody.parse>;

/** POST /views/increase-views/ (trailing slash as the spec writes it). */
export const increaseViews = (body: IncreaseViewsInput) =>
  call<typeof trackingContract.increaseViews>(
    { method: 'POST', path: '/views/increase-views/' },
    { body },
  );

/**
 * Counts a view of a detail page 3 s after it opens; viewedBy is the user's id when signed in
 * and omitted otherwise. Leaving the page earlier counts nothing.
 */
export function usePropertyView(propertyId: string | undefined) {
  const { user, isPending } = useUser();
  const viewedBy = isSignedIn(user) ? user._id : undefined;

  useEffect(() => {
    if (!propertyId || isPending) return;
    // Counted already by public/boot.js while the visitor read the page before the app ran.
    if (takeEarlyRecord('view', propertyId)) return;
    const timer = window.setTimeout(() => {
      ignoreFailure(increaseViews(viewedBy ? { propertyId, viewedBy } : { propertyId }));
    }, PROPERTY_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [propertyId, viewedBy, isPending]);
}
