import {
  KIND_FACTS,
  kindOfType,
  listingTitle,
  savedSearchPath,
  somaliTypeLabel,
  type SavedSearchFields,
  type TextMode,
} from '@rentals/shared';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../seo/text';

/** A listing a digest names. */
export type DigestListing = {
  id: string;
  name: string;
  type: string;
  district: string;
  price: number | null;
};

const BRAND = 'Mogadishu Rentals';

/** The search's page, where the new matches are at the top. */
export const searchUrl = (origin: string, search: SavedSearchFields): string =>
  `${origin}${savedSearchPath(search)}`;

/** What the search is called in a message: its text, else its district or type. */
const searchName = (search: { q: string; type: string; district: string }) =>
  search.q || search.district || search.type;

function title(listing: DigestListing, mode: TextMode): string {
  if (listing.name.trim() || mode === 'en')
    return listingTitle({ ...listing, location: { district: listing.district } });
  return `${somaliTypeLabel(listing.type)} ku yaal ${listing.district}`;
}

function listingUrl(origin: string, listing: DigestListing): string {
  const kind = kindOfType(listing.type) ?? 'Property';
  return `${origin}${KIND_FACTS[kind].webPath(listing.id)}`;
}

/**
 * The SMS of a digest: one GSM message with the count and the search's page (links to each
 * listing would not fit; the page lists the new matches first). Somali unless they chose English.
 */
export function digestSms(count: number, name: string, url: string, mode: TextMode): string {
  const quoted = `"${name.slice(0, 40)}"`;
  return mode === 'en'
    ? `${BRAND}: ${count} new ${count === 1 ? 'match' : 'matches'} for ${quoted}: ${url}`
    : `${BRAND}: ${count} meel oo cusub ayaa ku habboon ${quoted}: ${url}`;
}

const WORDS = {
  so: {
    subject: (n: string) => `Meelo cusub oo ku habboon "${n}"`,
    intro: (count: number, n: string) =>
      `${count} meel oo cusub ayaa ku habboon raadintaada "${n}":`,
    all: 'Dhammaan natiijooyinka',
  },
  en: {
    subject: (n: string) => `New matches for "${n}"`,
    intro: (count: number, n: string) =>
      `${count} new ${count === 1 ? 'listing matches' : 'listings match'} your search "${n}":`,
    all: 'All the results',
  },
} as const;

/** The e-mail of a digest: each new match with its link, then the search's page. */
export function digestMail(input: {
  to: string;
  origin: string;
  search: { q: string; type: string; district: string; price: string; rooms: string };
  listings: DigestListing[];
  mode: TextMode;
}): MailMessage {
  const name = searchName(input.search);
  const modes: ('so' | 'en')[] = input.mode === 'spec' ? ['so', 'en'] : [input.mode];
  const lines = input.listings.map((l) => ({
    text: `${title(l, input.mode === 'en' ? 'en' : 'so')}${l.price !== null ? ` ($${l.price})` : ''}`,
    url: listingUrl(input.origin, l),
  }));
  const url = searchUrl(input.origin, input.search);
  const intro = modes.map((m) => WORDS[m].intro(input.listings.length, name));
  const all = modes.map((m) => WORDS[m].all).join(' / ');
  const text =
    `${intro.join('\n')}\n\n${lines.map((l) => `- ${l.text}: ${l.url}`).join('\n')}\n\n` +
    `${all}: ${url}\n`;
  const html =
    `${intro.map((i) => `<p>${escapeHtml(i)}</p>`).join('')}<ul>` +
    lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.text)}</a></li>`).join('') +
    `</ul><p><a href="${escapeHtml(url)}">${escapeHtml(all)}</a></p>`;
  const subject = modes.map((m) => WORDS[m].subject(name)).join(' / ');
  return { to: input.to, subject, text, html };
}

export { searchName };
