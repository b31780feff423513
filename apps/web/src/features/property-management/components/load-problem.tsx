import { useLingui } from '@lingui/react/macro';
import { OwnerPageProblem } from '../../../shared/listings/owner-page-problem';

/** Why a property page could not show: unknown property, not yours, or a failed call. */
export function LoadProblem({ title, error }: { title: string; error: unknown | 'not-owner' }) {
  const { t } = useLingui();
  return (
    <OwnerPageProblem
      title={title}
      error={error}
      notOwner={t`Only the owner of this property can see this page.`}
    />
  );
}
