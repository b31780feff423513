import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { messages, type HotelDetail } from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';
import { OwnedListing, OwnerPageProblem } from '../../../shared/listings/owner-page-problem';
import { useHotel } from '../api/hotel';

type OwnedHotelProps = {
  hotelId: string;
  title: string;
  children: (hotel: HotelDetail, ownerId: string) => ReactNode;
};

/**
 * Loads the hotel and shows `children` only to its owner; otherwise why not (unknown hotel,
 * someone else's, or a failed call) with a way back to the dashboard.
 */
export function OwnedHotel({ hotelId, title, children }: OwnedHotelProps) {
  return (
    <OwnedListing
      listing={useHotel(hotelId)}
      problem={(error) => <LoadProblem title={title} error={error} />}
    >
      {children}
    </OwnedListing>
  );
}

/** Why a hotel or room page could not show; an unknown one says the server's words. */
export function LoadProblem({ title, error }: { title: string; error: unknown }) {
  const { t, i18n } = useLingui();
  return (
    <OwnerPageProblem
      title={title}
      error={error}
      notOwner={t`Only the owner of this hotel can see this page.`}
      missing={(missing) =>
        messageText(i18n, missing.message || messages.cantFindProperty, missing.code)
      }
    />
  );
}
