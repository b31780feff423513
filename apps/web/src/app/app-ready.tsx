import { useEffect } from 'react';

/**
 * Marks <html data-ready> once the app has taken the page over (its first commit): from then on
 * it listens to every tap. The end-to-end journeys wait for it after each navigation.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
