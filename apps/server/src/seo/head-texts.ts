import {
  HOME_TITLE,
  messages,
  pageTitle,
  ROUTE_TYPE_LABELS,
  somaliTypeLabel,
  typeLabel,
  type RouteType,
  type TextMode,
} from '@rentals/shared';
import type { PageKind } from './listing-facts';

/**
 * The words of a served page's head (title, description) in the page's language (issue 17). The
 * spec's mode keeps the English heads of before; the web's catalogues say the same in the pages.
 */
export type HeadTexts = {
  homeTitle: string;
  description: string;
  categoryTitle: (route: RouteType) => string;
  categoryDescription: (route: RouteType) => string;
  kind: (kind: PageKind, type: string) => string;
  place: (kind: string, district: string) => string;
  notFoundTitle: string;
  notFoundDescription: string;
  missingListing: string;
  /** the search page's (issue 35): its text, and how many the first page found */
  searchTitle: (q: string) => string;
  searchDescription: (q: string, found: number) => string;
};

const english: HeadTexts = {
  homeTitle: HOME_TITLE,
  description: 'Rent homes, offices, land, halls and hotels in Mogadishu. Find your perfect place.',
  categoryTitle: (route) => pageTitle(ROUTE_TYPE_LABELS[route]),
  categoryDescription: (route) =>
    `${ROUTE_TYPE_LABELS[route]} for rent in Mogadishu: browse by district and price, with pictures, and ask the owner in a tap.`,
  kind: (kind, type) =>
    ({
      property: typeLabel(type),
      hall: 'Event hall',
      hotel: 'Hotel',
      building: 'Apartment building',
    })[kind],
  place: (kind, district) => `${kind} in ${district}, Mogadishu`,
  notFoundTitle: pageTitle('Page not found'),
  notFoundDescription: 'This page was not found.',
  missingListing: "Can't find the property",
  searchTitle: (q) => pageTitle(q ? `“${q}”: places for rent` : 'Search'),
  searchDescription: (q, found) =>
    found > 0
      ? `${found}${found >= 24 ? '+' : ''} places for rent in Mogadishu matching “${q}”, with pictures and prices.`
      : `Places for rent in Mogadishu matching “${q}”.`,
};

const SOMALI_ROUTES: Record<RouteType, string> = {
  homes: 'Guryo',
  offices: 'Xafiisyo',
  bussinesses: 'Goobo ganacsi',
  retails: 'Dukaamo',
  lands: 'Dhul',
  hotels: 'Hoteello',
  halls: 'Hoolal',
};

const somali: HeadTexts = {
  homeTitle: 'Mogadishu Rentals · hel meesha kuu habboon',
  description:
    'Kirayso guryo, xafiisyo, dhul, hoolal iyo hoteello Muqdisho. Hel meesha kuu habboon.',
  categoryTitle: (route) => pageTitle(SOMALI_ROUTES[route]),
  categoryDescription: (route) =>
    `${SOMALI_ROUTES[route]} kiro ah oo Muqdisho ah: ku raadi degmo iyo qiimo, sawirro leh, milkiilahana hal taabasho ku weydii.`,
  kind: (kind, type) =>
    ({
      property: somaliTypeLabel(type),
      hall: 'Hool munaasabadeed',
      hotel: 'Hoteel',
      building: 'Dhismo abaartamenti',
    })[kind],
  place: (kind, district) => `${kind} ku yaal ${district}, Muqdisho`,
  notFoundTitle: pageTitle('Bogga lama helin'),
  notFoundDescription: 'Boggan lama helin.',
  missingListing: 'Hantida lama helin',
  searchTitle: (q) => pageTitle(q ? `“${q}”: meelo kiro ah` : 'Raadi'),
  searchDescription: (q, found) =>
    found > 0
      ? `${found}${found >= 24 ? '+' : ''} meel oo kiro ah oo Muqdisho ah oo ku habboon “${q}”, sawirro iyo qiimo leh.`
      : `Meelo kiro ah oo Muqdisho ah oo ku habboon “${q}”.`,
};

/** The spec's mode: English heads, with the spec's own not-found and missing titles. */
const spec: HeadTexts = {
  ...english,
  notFoundTitle: pageTitle(messages.notFoundTitle),
  missingListing: messages.cantFindProperty,
};

export const HEAD_TEXTS: Record<TextMode, HeadTexts> = { spec, so: somali, en: english };
