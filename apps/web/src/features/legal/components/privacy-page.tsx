import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/brand';
import { Page } from '../../../shared/ui/page';

/** The sections of the policy, as spec 1 section 1 states it. */
const SECTIONS = [
  {
    heading: 'What we collect',
    body: [
      'Your name and e-mail address, when you create an account or sign in.',
      'Session data: when you visit, how long you stay active and how many pages you open.',
      'The pages you view on the site, including the listings you open.',
    ],
  },
  {
    heading: 'How we use it',
    body: [
      'To improve the service: what people look for and where the site is slow or confusing.',
      'To send you e-mail updates about your account, your requests and your bookings.',
      'To personalise what you see, such as your favourites and your own listings.',
    ],
  },
  {
    heading: 'How we protect it',
    body: [
      'Your data travels only over secure, encrypted connections (HTTPS).',
      'We do not sell your data, and we do not share it with third parties.',
    ],
  },
  {
    heading: 'Changes to this policy',
    body: ['Before this policy changes, we will tell you.'],
  },
];

/** /privacy */
export function PrivacyPage() {
  return (
    <Page title="Privacy policy">
      <div className="space-y-8 text-stone-700">
        <p>
          This policy explains what {APP_NAME} collects about you, why, and how it is kept safe.
        </p>
        {SECTIONS.map((section, index) => (
          <section key={section.heading} aria-labelledby={`privacy-${index}`}>
            <h2 id={`privacy-${index}`} className="mb-2 text-lg font-semibold text-stone-900">
              {index + 1}. {section.heading}
            </h2>
            <ul className="list-disc space-y-1 pl-5">
              {section.body.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ))}
        <p>
          Questions? Write to us from the contact details at the bottom of every page, or go back{' '}
          <Link to="/" className="font-semibold text-brand-800 underline">
            home
          </Link>
          .
        </p>
      </div>
    </Page>
  );
}
