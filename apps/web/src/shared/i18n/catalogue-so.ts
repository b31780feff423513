import { mergeCatalogues, type CatalogueModule } from './merge';

// Every catalogue's Somali, in one chunk loaded when a page is in Somali.
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>('../../locales/*/so.po', { eager: true }),
);
