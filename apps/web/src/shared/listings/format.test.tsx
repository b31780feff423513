import { describe, expect, it } from 'vitest';
import { formatPrice, listingTitle } from './format';

describe('listing formats', () => {
  it('shows whole dollars and titles unnamed listings by type and district', () => {
    expect(formatPrice(1200)).toBe('$1,200');
    expect(formatPrice(null)).toBeNull();
    expect(listingTitle({ name: ' ', type: 'office', location: { district: 'Hodan' } })).toBe(
      'Office in Hodan',
    );
  });
});
