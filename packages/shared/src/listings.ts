import type { z } from 'zod';
import type {
  categoryCountsAnswer,
  listingSummaryAnswer,
  rentingPropertyAnswer,
  rentingPropertyDetailAnswer,
} from './answers/listings';
import type { rentalEntryAnswer, rentedRecordAnswer, rentingRecordAnswer } from './answers/renting';
import type { propertyRatingsAnswer, reviewAnswer } from './answers/ratings';
import type { favoriteCountAnswer, favoriteResultAnswer } from './answers/favorites';
import type { District, Region } from './locations';
import { KIND_FACTS } from './kind-facts';

/**
 * Wire shapes of the general-property calls (spec 1 sections 3 and 7). Ids are `_id` strings,
 * dates ISO 8601. Other areas (halls, hotels, apartment buildings) add their own detail shapes
 * but share ListingSummary, so one grid and one card show every kind.
 */

export type PropertyLocation = { region: Region; district: District };

/** A renting property as its detail page and its owner see it (answers/listings.ts). */
export type RentingProperty = z.output<typeof rentingPropertyAnswer>;
/** The detail call adds who owns it; the contact only reaches signed-in viewers. */
export type RentingPropertyDetail = z.output<typeof rentingPropertyDetailAnswer>;
/**
 * One card of a grid: every kind of listing reduces to this. `pictures` holds the first picture
 * only (display URL), and `description` at most 120 characters: lists stay light on slow phones.
 */
export type ListingSummary = z.output<typeof listingSummaryAnswer>;
/** Counts of the home page's 'Explore more' tiles, one per category route. */
export type CategoryCounts = z.output<typeof categoryCountsAnswer>;

/** Cards carry at most this much description (ListingSummary); the grid cuts it to 60. */
export const CARD_DESCRIPTION_LENGTH = 120;
/** Where a card's description is cut when longer: room is left for the '...' that says so. */
export const CARD_DESCRIPTION_CUT = CARD_DESCRIPTION_LENGTH - 3;

/** Where a card opens, by kind (spec 1 section 2 and spec 2 section 2). */
export const listingPath = (summary: Pick<ListingSummary, '_id' | 'kind'>): string =>
  KIND_FACTS[summary.kind].webPath(summary._id);

/** A renter's request for a general property (answers/renting.ts). */
export type RentingRecord = z.output<typeof rentingRecordAnswer>;
/** The tenancy that follows an accepted request (answers/renting.ts). */
export type RentedRecord = z.output<typeof rentedRecordAnswer>;
/** An entry of My account's Pending and Rented tabs: the property and the renter's record. */
export type RentalEntry = z.output<typeof rentalEntryAnswer>;

/** One user's rating of a listing, as the review list shows it (answers/ratings.ts). */
export type Review = z.output<typeof reviewAnswer>;

/** The guest-ratings block: see aggregateRatings in rating.ts. */
export type PropertyRatings = z.output<typeof propertyRatingsAnswer>;

/** Answer of the favourite calls: the user's favourites after the call and whether it changed. */
export type FavoriteResult = z.output<typeof favoriteResultAnswer>;

/** Answer of GET /rentingProperty/favorites/?propertyId. */
export type FavoriteCount = z.output<typeof favoriteCountAnswer>;

/**
 * Picture sizes stored for every listing picture, by width in pixels. Phone is what a full-width
 * slot on a 360-412 px phone at 1.5-2x picks from the srcset, instead of the display file.
 */
export const PICTURE_WIDTHS = { display: 1280, phone: 720, card: 480 } as const;
export type PictureSize = keyof typeof PICTURE_WIDTHS;

/**
 * `sizes` of a card picture in the grid (2 columns on phones, up to 4 on wide screens) and of a
 * detail page's picture slider. The server's preload of a page's first picture uses the same, so
 * the browser picks the same file from the srcset.
 */
export const CARD_PICTURE_SIZES =
  '(min-width: 1280px) 280px, (min-width: 768px) 33vw, (min-width: 360px) 50vw, 100vw';
export const SLIDE_PICTURE_SIZES = '(min-width: 1024px) 640px, 100vw';

/** How each size's file name ends after the hash: the display file has no suffix. */
const PICTURE_SUFFIXES: Record<PictureSize, string> = {
  display: '',
  phone: '-phone',
  card: '-card',
};
/** `<anything>/<sha256>` then one of the suffixes above and `.webp`: the hash part is group 1. */
const PICTURE_URL = /^(.*\/[a-f0-9]{64})(-phone|-card)?\.webp$/;

/**
 * The URL of another stored size of a listing picture, from the URL of any of its sizes: the
 * display file is `<hash>.webp`, its siblings `<hash>-phone.webp` and `<hash>-card.webp`. URLs
 * that are not ours come back unchanged.
 */
export function pictureVariant(url: string, size: PictureSize): string {
  const match = PICTURE_URL.exec(url);
  return match ? `${match[1]}${PICTURE_SUFFIXES[size]}.webp` : url;
}

/**
 * The picture link previews show (WhatsApp, Facebook, X): a JPEG, since some crawlers read no
 * WebP, cropped to the 1.91:1 frame they all draw, and under PREVIEW_MAX_BYTES.
 */
export const PREVIEW_PICTURE = { width: 1200, height: 630, type: 'image/jpeg' } as const;
export const PREVIEW_MAX_BYTES = 300 * 1024;

/** The preview file of a listing picture (`<hash>-preview.jpg`) from any of its sizes; null when not ours. */
export function previewPicture(url: string): string | null {
  const match = PICTURE_URL.exec(url);
  return match ? `${match[1]}-preview.jpg` : null;
}

/** The sizes from narrowest to widest, the order of a srcset. */
const SIZES_BY_WIDTH = (Object.keys(PICTURE_WIDTHS) as PictureSize[]).sort(
  (a, b) => PICTURE_WIDTHS[a] - PICTURE_WIDTHS[b],
);

/**
 * `srcset` of a listing picture (card 480w, phone 720w, display 1280w): the browser takes the
 * smallest file that fills the slot at the screen's pixel ratio. Undefined for URLs not ours.
 */
export function pictureSrcSet(url: string): string | undefined {
  if (!PICTURE_URL.test(url)) return undefined;
  return SIZES_BY_WIDTH.map((size) => `${pictureVariant(url, size)} ${PICTURE_WIDTHS[size]}w`).join(
    ', ',
  );
}

/** Stored types mix cases ('office', 'business'): shown with a capital. */
export const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The listing types as stored, in Somali (docs/SOMALI-GLOSSARY.md, as the web's catalogue). */
const SOMALI_TYPE_LABELS: Record<string, string> = {
  house: 'Guri',
  apartment: 'Abaartamenti',
  office: 'Xafiis',
  land: 'Dhul',
  business: 'Goob ganacsi',
  'retail space': 'Dukaan',
  hall: 'Hool',
  hotel: 'Hoteel',
};

/** A stored listing type in Somali; a type without a Somali name keeps its label. */
export const somaliTypeLabel = (type: string) =>
  SOMALI_TYPE_LABELS[type.trim().toLowerCase()] ?? typeLabel(type);

/** The heading of a listing: its name, else its type and district ('Office in Hodan'). */
export const listingTitle = (listing: {
  name: string;
  type: string;
  location: { district: string };
}) => listing.name.trim() || `${typeLabel(listing.type)} in ${listing.location.district}`;
