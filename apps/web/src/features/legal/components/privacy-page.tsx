import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/brand';
import { Page } from '../../../shared/ui/page';

/** The sections of the policy, as spec 1 section 1 states it. */
const SECTIONS: { heading: MessageDescriptor; body: MessageDescriptor[] }[] = [
  {
    heading: msg`What we collect`,
    body: [
      msg`Your name and e-mail address, when you create an account or sign in.`,
      msg`Session data: when you visit, how long you stay active and how many pages you open.`,
      msg`The pages you view on the site, including the listings you open.`,
    ],
  },
  {
    heading: msg`How we use it`,
    body: [
      msg`To improve the service: what people look for and where the site is slow or confusing.`,
      msg`To send you e-mail updates about your account, your requests and your bookings.`,
      msg`To personalise what you see, such as your favourites and your own listings.`,
    ],
  },
  {
    heading: msg`How we protect it`,
    body: [
      msg`Your data travels only over secure, encrypted connections (HTTPS).`,
      msg`We do not sell your data, and we do not share it with third parties.`,
    ],
  },
  {
    heading: msg`Changes to this policy`,
    body: [msg`Before this policy changes, we will tell you.`],
  },
];

/** /privacy */
export function PrivacyPage() {
  const { t, i18n } = useLingui();
  const app = APP_NAME;
  return (
    <Page title={t`Privacy policy`}>
      <div className="space-y-8 text-stone-700">
        <p>
          <Trans>
            This policy explains what {app} collects about you, why, and how it is kept safe.
          </Trans>
        </p>
        {SECTIONS.map((section, index) => (
          <section key={index} aria-labelledby={`privacy-${index}`}>
            <h2 id={`privacy-${index}`} className="mb-2 text-lg font-semibold text-stone-900">
              {index + 1}. {i18n._(section.heading)}
            </h2>
            <ul className="list-disc space-y-1 pl-5">
              {section.body.map((line, at) => (
                <li key={at}>{i18n._(line)}</li>
              ))}
            </ul>
          </section>
        ))}
        <p>
          <Trans>
            Questions? Write to us from the contact details at the bottom of every page, or go back{' '}
            <Link to="/" className="font-semibold text-brand-800 underline">
              home
            </Link>
            .
          </Trans>
        </p>
      </div>
    </Page>
  );
}
