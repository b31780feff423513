import type { Messages } from '@lingui/core';

/** A compiled .po catalogue, as @lingui/vite-plugin gives it. */
export type CatalogueModule = { messages: Messages };

/** One language's catalogues (one per feature) as one table of messages. */
export const mergeCatalogues = (modules: Record<string, CatalogueModule>): Messages =>
  Object.assign({}, ...Object.values(modules).map((module) => module.messages)) as Messages;
