import { mergeCatalogues, type CatalogueModule } from './merge';

// The texts the landing page and the app's shell show, in mode 'so' (see load.ts).
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>(
    '../../locales/{app,landing,properties,not-found,offline,shared-*}/so.po',
    { eager: true },
  ),
);
