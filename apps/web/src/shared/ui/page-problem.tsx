import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { Page } from './page';

type PageProblemProps = { title: string; text: string; back: string; backLabel: ReactNode };

/** A page that cannot show what it is for: why, said at once, and a way back. */
export function PageProblem({ title, text, back, backLabel }: PageProblemProps) {
  return (
    <Page title={title} width="narrow">
      <p role="alert" className="text-stone-700">
        {text}
      </p>
      <Link to={back} className={buttonClasses('secondary', 'mt-6')}>
        {backLabel}
      </Link>
    </Page>
  );
}
