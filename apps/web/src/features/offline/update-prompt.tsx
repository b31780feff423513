import { Trans } from '@lingui/react/macro';
import { Button } from '../../shared/ui/button';
import { useNewVersion } from './new-version';

/** "A new version is ready": reloading lets the waiting service worker take over. */
export function UpdatePrompt() {
  const reload = useNewVersion();
  if (!reload) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 text-sm font-medium text-stone-900 shadow-lg ring-1 ring-stone-200"
    >
      <span>
        <Trans>A new version is ready</Trans>
      </span>
      <Button onClick={reload}>
        <Trans>Reload</Trans>
      </Button>
    </div>
  );
}
