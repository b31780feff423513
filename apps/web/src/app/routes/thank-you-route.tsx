import { useParams } from 'react-router';
import { NotFoundPage } from '../../features/not-found/components/not-found-page';
import { isThankYouType, ThankYouPage } from '../../features/thank-you/components/thank-you-page';

/** /thankyou/{type}: waiting or rented; any other type is not a page. */
export function ThankYouRoute() {
  const { type } = useParams();
  return isThankYouType(type) ? <ThankYouPage type={type} /> : <NotFoundPage />;
}
