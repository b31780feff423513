import { ROUTE_TYPES, ROUTE_TYPE_LABELS } from '@rentals/shared';

/** The category links of the header, in the spec's order. */
export const CATEGORY_LINKS = ROUTE_TYPES.map((type) => ({
  to: `/properties/${type}`,
  label: ROUTE_TYPE_LABELS[type],
}));

/** The footer's browse links (spec 1 section 2: houses, land, halls, hotels, privacy policy). */
export const FOOTER_LINKS = [
  { to: '/properties/homes', label: 'Houses' },
  { to: '/properties/lands', label: 'Land' },
  { to: '/properties/halls', label: 'Halls' },
  { to: '/properties/hotels', label: 'Hotels' },
  { to: '/privacy', label: 'Privacy policy' },
];

// TODO(lead): the spec names social links and contact details but not their values; replace
// these with the marketplace's real accounts, phone and address before launch.
export const CONTACT = {
  place: 'Mogadishu, Somalia',
  phone: '+252 61 0000000',
  email: 'info@mogadishu-rentals.so',
};

export const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.tiktok.com/', label: 'TikTok' },
];
