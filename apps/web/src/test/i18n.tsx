import type { ReactNode } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { intlLocaleOf, type TextMode } from '@rentals/shared';
import * as specCore from '../shared/i18n/catalogue-spec-core';
import * as specRest from '../shared/i18n/catalogue-spec-rest';
import * as soCore from '../shared/i18n/catalogue-so-core';
import * as soRest from '../shared/i18n/catalogue-so-rest';
import * as enCore from '../shared/i18n/catalogue-en-core';
import * as enRest from '../shared/i18n/catalogue-en-rest';

const CATALOGUES: Record<TextMode, Messages> = {
  spec: { ...specCore.messages, ...specRest.messages },
  so: { ...soCore.messages, ...soRest.messages },
  en: { ...enCore.messages, ...enRest.messages },
};
i18n.load(CATALOGUES);

/** Component tests run in the spec's wording unless a test picks a language. */
export function setTextMode(mode: TextMode) {
  i18n.activate(mode, intlLocaleOf(mode));
}
setTextMode('spec');

export const WithI18n = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);
