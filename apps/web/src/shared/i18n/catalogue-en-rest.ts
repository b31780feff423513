import { mergeCatalogues, type CatalogueModule } from './merge';

// Every other page's texts in mode 'en', loaded right after the page starts (see load.ts).
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>(
    [
      '../../locales/*/en.po',
      '!../../locales/{app,landing,properties,not-found,offline,shared-*}/en.po',
    ],
    { eager: true },
  ),
);
