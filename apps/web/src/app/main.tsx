import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import '../index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A transition: React renders the first screen in slices and yields between them, so a slow
// phone never sees one long task (Total Blocking Time) while the app starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
