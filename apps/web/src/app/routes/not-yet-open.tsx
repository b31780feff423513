import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';

/** The one honest page for routes whose area is not built yet. */
export function NotYetOpenPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Coming soon`} width="narrow">
      <p className="text-stone-700">
        <Trans>This part of the marketplace is not open yet.</Trans>
      </p>
      <Link to="/" className={buttonClasses('primary', 'mt-8')}>
        <Trans>Back to home</Trans>
      </Link>
    </Page>
  );
}
