import { useEffect } from 'react';

/**
 * Sets the document's title while the page shows. The served page's head already holds a
 * `<title>` (the server writes each public page's own, apps/server/src/seo/page-head.ts), and a
 * browser reads the first one, so a `<title>` a page renders would be ignored after a client
 * navigation: the existing element's text is changed instead.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** useDocumentTitle as an element, for pages that know their title only after their data. */
export function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
