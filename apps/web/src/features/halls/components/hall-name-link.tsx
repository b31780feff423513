import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { hallPath } from './hall-paths';

/** The hall's name over its booking and event edit pages, leading back to the hall. */
export function HallNameLink({ hall }: { hall: { _id: string; name: string } }) {
  const { t } = useLingui();
  return (
    <Link
      to={hallPath(hall._id)}
      className="text-lg font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      {hall.name || t`Hall`}
    </Link>
  );
}
