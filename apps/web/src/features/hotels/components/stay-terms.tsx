import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { formatPrice } from '../../../shared/listings/format';
import { adultsText, kidsText } from './room-labels';

type StayTermsProps = {
  stay: {
    check_in: string;
    check_out: string;
    max_adults: number;
    max_kids: number;
    price: number;
  };
  /** the days line's classes */
  daysClassName: string;
  /** the days line's test id, where a test reads it */
  daysTestId?: string;
};

/** A reservation's days, then its guests and price: the owner's list and the guest's alike. */
export function StayTerms({ stay, daysClassName, daysTestId }: StayTermsProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <>
      <p data-testid={daysTestId} className={daysClassName}>
        {format.day(stay.check_in)} → {format.day(stay.check_out)}
      </p>
      <p className="text-sm text-stone-700">
        {adultsText(i18n, stay.max_adults)}, {kidsText(i18n, stay.max_kids)} ·{' '}
        <strong className="text-stone-900">{formatPrice(stay.price)}</strong>
      </p>
    </>
  );
}
