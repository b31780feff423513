/**
 * What apps/web/public/boot.js already sent for a visitor's server-rendered page before the app's
 * code ran: `pageView` (the page's URL) at once, `view` (the listing's id) after its delay. Each
 * record is taken once, by the hook that would otherwise send the same call again.
 */
const ATTRIBUTE = { pageView: 'data-tracked-page-view', view: 'data-tracked-view' } as const;

export function takeEarlyRecord(kind: keyof typeof ATTRIBUTE, value: string): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.documentElement;
  if (root.getAttribute(ATTRIBUTE[kind]) !== value) return false;
  root.removeAttribute(ATTRIBUTE[kind]);
  return true;
}
