import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROUTE_TYPES, type RouteType } from '@rentals/shared';

/** The category links of the header, in the spec's order. */
export const CATEGORY_LINKS: { to: string; type: RouteType }[] = ROUTE_TYPES.map((type) => ({
  to: `/properties/${type}`,
  type,
}));

/**
 * The footer's browse links (spec 1 section 2: houses, land, halls, hotels, privacy policy): a
 * category's label comes from its route type, the privacy link has its own text.
 */
export const FOOTER_LINKS: (
  { to: string; type: RouteType } | { to: string; label: MessageDescriptor }
)[] = [
  { to: '/properties/homes', type: 'homes' },
  { to: '/properties/lands', type: 'lands' },
  { to: '/properties/halls', type: 'halls' },
  { to: '/properties/hotels', type: 'hotels' },
  { to: '/privacy', label: msg`Privacy policy` },
];

// TODO(lead): the spec names social links and contact details but not their values; replace
// these with the marketplace's real accounts, phone and address before launch.
export const CONTACT = {
  place: msg`Mogadishu, Somalia`,
  phone: '+252 61 0000000',
  email: 'info@mogadishu-rentals.so',
};

export const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.tiktok.com/', label: 'TikTok' },
];
