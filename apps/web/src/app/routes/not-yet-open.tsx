import { Link } from 'react-router';
import { buttonClasses } from '../../shared/ui/button';
import { Page } from '../../shared/ui/page';

/** The one honest page for routes whose area is not built yet. */
export function NotYetOpenPage() {
  return (
    <Page title="Coming soon" width="narrow">
      <p className="text-stone-700">This part of the marketplace is not open yet.</p>
      <Link to="/" className={buttonClasses('primary', 'mt-8')}>
        Back to home
      </Link>
    </Page>
  );
}
