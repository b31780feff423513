import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';

export const THANK_YOU_TYPES = ['waiting', 'rented'] as const;
export type ThankYouType = (typeof THANK_YOU_TYPES)[number];

export const isThankYouType = (value: string | undefined): value is ThankYouType =>
  (THANK_YOU_TYPES as readonly (string | undefined)[]).includes(value);

const CONTENT: Record<ThankYouType, { title: MessageDescriptor; text: MessageDescriptor }> = {
  waiting: {
    title: msg`Thank you! Mahadsanid!`,
    text: msg`Your request was sent. We are waiting for the owner to answer; you will get a notification.`,
  },
  rented: {
    title: msg`Thank you! Mahadsanid!`,
    text: msg`The property is rented. You can find it in your account.`,
  },
};

/** /thankyou/{type}: after a rent request (waiting) or a completed rental (rented). */
export function ThankYouPage({ type }: { type: ThankYouType }) {
  const content = CONTENT[type];
  const { i18n } = useLingui();
  return (
    <Page title={i18n._(content.title)} width="narrow">
      <p className="text-stone-700">{i18n._(content.text)}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/myaccount" className={buttonClasses('primary')}>
          <Trans>My account</Trans>
        </Link>
        <Link to="/" className={buttonClasses('secondary')}>
          <Trans>Home</Trans>
        </Link>
      </div>
    </Page>
  );
}
