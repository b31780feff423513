import { useEffect } from 'react';

/**
 * Marks <html data-ready> once the app has taken the page over: rendered in the page's Suspense
 * boundary (app/layout/root-layout), it commits with the page's own content, so a server-rendered
 * page is hydrated by then and listens to every tap. public/boot.js replays taps held until then;
 * the end-to-end journeys wait for it after each navigation.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
