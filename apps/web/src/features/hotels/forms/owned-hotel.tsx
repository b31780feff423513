import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type HotelDetail } from '@rentals/shared';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { messageText } from '../../../shared/i18n/message-text';
import { useUser } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useHotel } from '../api/hotel';
import { PROPERTY_MANAGEMENT_PATH } from './paths';
import { isMissing } from '../../../shared/api/missing';

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
  const { user } = useUser();
  const hotel = useHotel(hotelId);
  if (hotel.isPending) return <PageSpinner />;
  if (hotel.isError) return <LoadProblem title={title} error={hotel.error} />;
  if (hotel.data.owner !== user._id) return <LoadProblem title={title} error="not-owner" />;
  return children(hotel.data, user._id);
}

export function LoadProblem({ title, error }: { title: string; error: unknown }) {
  const { t, i18n } = useLingui();
  const text =
    error === 'not-owner'
      ? t`Only the owner of this hotel can see this page.`
      : isMissing(error)
        ? messageText(i18n, error.message || messages.cantFindProperty, error.code)
        : apiErrorMessage(error, i18n);
  return (
    <Page title={title} width="narrow">
      <p role="alert" className="text-stone-700">
        {text}
      </p>
      <Link to={PROPERTY_MANAGEMENT_PATH} className={buttonClasses('secondary', 'mt-6')}>
        <Trans>Back to my properties</Trans>
      </Link>
    </Page>
  );
}
