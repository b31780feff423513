import { describe, it, expect } from 'vitest';
import * as shared from '../src/index';

describe('package entry', () => {
  it('exports every module', () => {
    for (const name of [
      'messages',
      'DISTRICTS',
      'isRouteType',
      'KIND_DESCRIPTORS',
      'FACILITY_CATALOGUE',
      'facilitiesSchema',
      'PRICE_BANDS',
      'statusColour',
      'formatDisplayDate',
      'monthGrid',
      'starsSchema',
      'truncate',
      'PAGE_SIZE',
      'hallPriceEstimate',
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });
});
