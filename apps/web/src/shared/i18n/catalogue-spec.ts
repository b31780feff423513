import { mergeCatalogues, type CatalogueModule } from './merge';

// The spec's own wording: the texts as written in the code (Lingui's source locale).
export const messages = mergeCatalogues(
  import.meta.glob<CatalogueModule>('../../locales/*/spec.po', { eager: true }),
);
