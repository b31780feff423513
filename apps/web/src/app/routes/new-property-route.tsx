import { lazy } from 'react';
import type { KindWithNewForm } from '@rentals/shared';
import {
  NewPropertyPage,
  type OwnNewForm,
} from '../../features/property-management/components/new-property-page';

/**
 * The own New Property form of each kind whose facts give it a choice there (`newChoice`; the
 * compiler asks for exactly those), each its own chunk, loaded when chosen. Here, in the page's
 * lazily loaded chunk, not in KIND_PAGES: that map is in the entry chunk, where each lazy import
 * adds its preload list to the landing page's JavaScript, which is at its budget.
 */
export const OWN_NEW_FORMS: { [K in KindWithNewForm]: OwnNewForm } = {
  Hall: lazy(async () => ({
    default: (await import('../../features/halls/forms/new-hall-form')).NewHallForm,
  })),
  Hotel: lazy(async () => ({
    default: (await import('../../features/hotels/forms/new-hotel-form')).NewHotelForm,
  })),
};

/** /properties/{userId}/new with the kinds' own forms (features do not import each other). */
export function NewPropertyRoute() {
  return <NewPropertyPage ownForms={OWN_NEW_FORMS} />;
}
