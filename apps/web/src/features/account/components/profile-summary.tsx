import { useLingui } from '@lingui/react/macro';
import type { User } from '@rentals/shared';
import { Avatar } from '../../../shared/ui/avatar';

const NOT_SET = '—';

/** Picture, name, e-mail, contact and district of the signed-in user. */
export function ProfileSummary({ user }: { user: User }) {
  const { t } = useLingui();
  const rows = [
    { label: t`Email`, value: user.email },
    { label: t`Contact`, value: user.contact },
    { label: t`District`, value: user.district },
  ];
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <Avatar name={user.name} picture={user.picture} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-xl font-semibold text-stone-900">{user.name || NOT_SET}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-stone-500">{row.label}</dt>
              <dd className="truncate text-stone-800">{row.value || NOT_SET}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
