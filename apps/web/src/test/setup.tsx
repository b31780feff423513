import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import type { ReactNode } from 'react';
import { FetchBackedXhr } from './fetch-backed-xhr';
import { setTextMode, WithI18n } from './i18n';

// Every render is inside the app's I18nProvider, as in the app (app/providers.tsx).
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>();
  type Wrapper = NonNullable<Parameters<typeof library.render>[1]>['wrapper'];
  const wrapped = (Inner: Wrapper) =>
    Inner
      ? ({ children }: { children: ReactNode }) => (
          <WithI18n>
            <Inner>{children}</Inner>
          </WithI18n>
        )
      : WithI18n;
  return {
    ...library,
    render: ((
      ui: Parameters<typeof library.render>[0],
      options?: Parameters<typeof library.render>[1],
    ) =>
      library.render(ui, {
        ...options,
        wrapper: wrapped(options?.wrapper),
      })) as typeof library.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: { wrapper?: Wrapper }) =>
      library.renderHook(hook, {
        ...options,
        wrapper: wrapped(options?.wrapper),
      })) as typeof library.renderHook,
  };
});

// findBy* and waitFor wait up to 5 s, not 1: on a busy 2-core machine (the server suites run
// beside these) a first render with its lazy chunks can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

// Multipart calls go by XMLHttpRequest (shared/api/xhr-transport): through the fetch stubs here.
beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
});

afterEach(() => {
  cleanup();
  setTextMode('spec');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});
