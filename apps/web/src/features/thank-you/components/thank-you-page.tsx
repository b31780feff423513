import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';

export const THANK_YOU_TYPES = ['waiting', 'rented'] as const;
export type ThankYouType = (typeof THANK_YOU_TYPES)[number];

export const isThankYouType = (value: string | undefined): value is ThankYouType =>
  (THANK_YOU_TYPES as readonly (string | undefined)[]).includes(value);

const CONTENT: Record<ThankYouType, { title: string; text: string }> = {
  waiting: {
    title: 'Thank you! Mahadsanid!',
    text: 'Your request was sent. We are waiting for the owner to answer; you will get a notification.',
  },
  rented: {
    title: 'Thank you! Mahadsanid!',
    text: 'The property is rented. You can find it in your account.',
  },
};

/** /thankyou/{type}: after a rent request (waiting) or a completed rental (rented). */
export function ThankYouPage({ type }: { type: ThankYouType }) {
  const content = CONTENT[type];
  return (
    <Page title={content.title} width="narrow">
      <p className="text-stone-700">{content.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/myaccount" className={buttonClasses('primary')}>
          My account
        </Link>
        <Link to="/" className={buttonClasses('secondary')}>
          Home
        </Link>
      </div>
    </Page>
  );
}
