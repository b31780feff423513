import {
  APP_NAME,
  pageTitle,
  PREVIEW_PICTURE,
  previewPicture,
  type RouteType,
  type TextMode,
} from '@rentals/shared';
import { HEAD_TEXTS } from './head-texts';
import { listingJsonLd, jsonLdScript } from './json-ld';
import type { ListingFacts } from './listing-facts';
import { listingName, priceText } from './listing-text';
import { escapeHtml, excerpt } from './text';

/** What the head of a served page says; `path` is made absolute with the site's origin. */
export type PageHead = {
  title: string;
  description: string;
  /** the page's one address (a listing's other paths and a list's filters name the same page) */
  path?: string;
  /** og:title, when it should say more than the document title */
  shareTitle?: string;
  /** a picture URL (a listing's display file): its preview file is what is shared */
  picture?: string | null;
  /** listings: their structured data */
  listing?: ListingFacts;
  /** pages that must stay out of search results: not found, missing listings */
  noindex?: boolean;
};

const DESCRIPTION_LENGTH = 200;

export const homeHead = (mode: TextMode = 'spec'): PageHead => ({
  title: HEAD_TEXTS[mode].homeTitle,
  description: HEAD_TEXTS[mode].description,
  path: '/',
});

export const categoryHead = (route: RouteType, mode: TextMode = 'spec'): PageHead => ({
  title: HEAD_TEXTS[mode].categoryTitle(route),
  description: HEAD_TEXTS[mode].categoryDescription(route),
  path: `/properties/${route}`,
});

/**
 * The search page's head (issue 35): the text in the title, how many it found, and the first
 * result's picture, so a link shared on WhatsApp shows what it finds. Kept out of search engines'
 * indexes (every text is a page), but its preview is whole.
 */
export const searchHead = (
  q: string,
  path: string,
  found: { count: number; picture: string | null },
  mode: TextMode = 'spec',
): PageHead => ({
  title: HEAD_TEXTS[mode].searchTitle(q),
  description: HEAD_TEXTS[mode].searchDescription(q, found.count),
  path,
  picture: found.picture,
  noindex: true,
});

export function listingHead(facts: ListingFacts, path: string, mode: TextMode = 'spec'): PageHead {
  const words = HEAD_TEXTS[mode];
  const name = listingName(facts);
  const place = words.place(words.kind(facts.kind, facts.type), facts.district);
  const price = priceText(facts);
  const lead = [place, price].filter(Boolean).join(' · ');
  return {
    title: pageTitle(name),
    shareTitle: [name.includes(facts.district) ? name : `${name}, ${facts.district}`, price]
      .filter(Boolean)
      .join(' · '),
    description: excerpt(`${lead}. ${facts.description}`, DESCRIPTION_LENGTH),
    path,
    picture: facts.picture,
    listing: facts,
  };
}

export const notFoundHead = (mode: TextMode = 'spec'): PageHead => ({
  title: HEAD_TEXTS[mode].notFoundTitle,
  description: HEAD_TEXTS[mode].notFoundDescription,
  noindex: true,
});

export const missingListingHead = (mode: TextMode = 'spec'): PageHead => ({
  title: pageTitle(HEAD_TEXTS[mode].missingListing),
  description: HEAD_TEXTS[mode].missingListing,
  noindex: true,
});

/** Any other page of the app (sign in, the account): its own title comes with the app's code. */
export const appHead = (mode: TextMode = 'spec'): PageHead => ({
  title: APP_NAME,
  description: HEAD_TEXTS[mode].description,
});

/** The head tags of a page, every value escaped; `origin` is the site's, without a trailing slash. */
export function renderHead(head: PageHead, origin: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const url = head.path === undefined ? undefined : `${origin}${head.path}`;
  const preview = head.picture ? previewPicture(head.picture) : null;
  const image = preview ? (/^https?:/.test(preview) ? preview : `${origin}${preview}`) : null;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  tags.push(
    meta('property', 'og:site_name', APP_NAME),
    meta('property', 'og:title', head.shareTitle ?? head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', 'website'),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  if (image) {
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', PREVIEW_PICTURE.type),
      meta('property', 'og:image:width', String(PREVIEW_PICTURE.width)),
      meta('property', 'og:image:height', String(PREVIEW_PICTURE.height)),
      meta('property', 'og:image:alt', head.shareTitle ?? head.title),
    );
  }
  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  if (head.listing && url) tags.push(jsonLdScript(listingJsonLd(head.listing, url, image)));
  return tags.join('');
}
