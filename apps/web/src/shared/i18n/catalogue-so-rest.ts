import { mergeCatalogues, type CatalogueModule } from './merge';

// Every other page's texts in mode 'so', loaded right after the page starts (see load.ts).
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>(
    [
      '../../locales/*/so.po',
      '!../../locales/{app,landing,properties,not-found,offline,shared-*}/so.po',
    ],
    { eager: true },
  ),
);
