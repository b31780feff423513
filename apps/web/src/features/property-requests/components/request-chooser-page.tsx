import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../shared/ui/page';
import { REQUEST_KIND_CONTENT, REQUEST_KINDS } from './request-kinds';

/** /property-request: choose to post as someone looking for a property or as its owner. */
export function RequestChooserPage() {
  const { t, i18n } = useLingui();
  return (
    <Page title={t`Post a request`}>
      <p className="-mt-3 mb-6 text-stone-600">
        <Trans>
          Tell the marketplace what you are after; we pass it on to the people who can help.
        </Trans>
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {REQUEST_KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={`/property-request/${kind}`}
              className="block h-full rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="block text-lg font-semibold text-stone-900">
                {i18n._(REQUEST_KIND_CONTENT[kind].title)}
              </span>
              <span className="mt-1 block text-sm text-stone-600">
                {i18n._(REQUEST_KIND_CONTENT[kind].text)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
