import type { ReactNode } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { intlLocaleOf, type TextMode } from '@rentals/shared';
import { messages as spec } from '../shared/i18n/catalogue-spec';
import { messages as so } from '../shared/i18n/catalogue-so';
import { messages as en } from '../shared/i18n/catalogue-en';

const CATALOGUES: Record<TextMode, Messages> = { spec, so, en };
i18n.load(CATALOGUES);

/** Component tests run in the spec's wording unless a test picks a language. */
export function setTextMode(mode: TextMode) {
  i18n.activate(mode, intlLocaleOf(mode));
}
setTextMode('spec');

export const WithI18n = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);
