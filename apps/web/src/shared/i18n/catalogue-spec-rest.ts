import { mergeCatalogues, type CatalogueModule } from './merge';

// Every other page's texts in mode 'spec', loaded right after the page starts (see load.ts).
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>(
    [
      '../../locales/*/spec.po',
      '!../../locales/{app,landing,properties,not-found,offline,shared-*}/spec.po',
    ],
    { eager: true },
  ),
);
