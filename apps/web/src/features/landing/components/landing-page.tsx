import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_NAME } from '../../../shared/brand';
import { useUser, isSignedIn } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { RotatingWords } from './rotating-words';
import { DocumentTitle } from '../../../shared/document-title';

/** Place names, the same in every language. */
const PLACE = 'Mogadishu · Benaadir';

/** The intro of '/'; the app puts the home listings under it (app/routes/home-route). */
export function LandingPage() {
  const { user, isPending } = useUser();
  const { t } = useLingui();
  // The spec's wording is the shared TAGLINE; the server's head says the same (seo/head-texts.ts).
  const tagline = t`find your perfect place`;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 via-sand-50 to-stone-50">
      <DocumentTitle title={`${APP_NAME} · ${tagline}`} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-200/50 blur-3xl"
      />
      <div className="relative mx-auto max-w-5xl px-4 py-10 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{PLACE}</p>
        <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight text-stone-900 first-letter:uppercase sm:text-6xl">
          {tagline}
        </h1>
        <p className="mt-5 text-2xl font-semibold text-stone-700 sm:text-3xl">
          <Trans>
            Rent your next <RotatingWords />
          </Trans>
        </p>
        <p className="mt-4 max-w-xl text-base text-stone-600 sm:text-lg">
          <Trans>
            Houses, offices, land, retail spaces, business premises, event halls and hotels across
            Mogadishu, listed by their owners.
          </Trans>
        </p>
        {/* While the session check runs the buttons' room is kept, so the page does not shift. */}
        {isPending && <div aria-hidden="true" className="mt-8 h-11" />}
        {!isPending && !isSignedIn(user) && (
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/login" className={buttonClasses('primary', 'px-6 text-base')}>
              <Trans>Get started</Trans>
            </Link>
            <Link to="/signup" className={buttonClasses('secondary', 'px-6 text-base')}>
              <Trans>Sign up</Trans>
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
