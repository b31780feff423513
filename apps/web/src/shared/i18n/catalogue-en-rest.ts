import { mergeCatalogues, type CatalogueModule } from './merge';

// Every other page's texts in mode 'en', loaded right after the page starts (see load.ts): the
// features' catalogues outside the core, and the owners' forms' (shared/forms).
export const messages = mergeCatalogues({
  ...import.meta.glob<CatalogueModule>(
    [
      '../../locales/*/en.po',
      '!../../locales/{app,landing,properties,not-found,offline,shared-*}/en.po',
    ],
    { eager: true },
  ),
  ...import.meta.glob<CatalogueModule>('../../locales/shared-forms/en.po', { eager: true }),
});
