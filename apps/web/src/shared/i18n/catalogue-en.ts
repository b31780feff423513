import { mergeCatalogues, type CatalogueModule } from './merge';

// Every catalogue's English, in one chunk loaded when a page is in English.
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>('../../locales/*/en.po', { eager: true }),
);
