import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { FetchBackedXhr } from './fetch-backed-xhr';

// findBy* and waitFor wait up to 5 s, not 1: on a busy 2-core machine (the server suites run
// beside these) a first render with its lazy chunks can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

// Multipart calls go by XMLHttpRequest (shared/api/xhr-transport): through the fetch stubs here.
beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});
