import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FacilitiesList } from './facilities-list';
import { itemTexts } from '../../test/list-items';

describe('FacilitiesList', () => {
  it('lists what is not allowed apart from the amenities, never with a tick', () => {
    render(
      <FacilitiesList
        facilities={{
          'Bed room': ['Wardrobe', 'Bed linen'],
          Kitchen: ['Fridge'],
          'Not Allowed': ['Smoking', 'Pets', 'Alcohol'],
        }}
      />,
    );
    expect(itemTexts(screen.getByRole('list', { name: 'Facilities' }))).toEqual([
      'Wardrobe',
      'Bed linen',
      'Fridge',
    ]);
    expect(itemTexts(screen.getByRole('list', { name: 'Not allowed' }))).toEqual([
      'Smoking',
      'Pets',
      'Alcohol',
    ]);
    // "Show all" counts the amenities only: three, none hidden.
    expect(screen.queryByRole('button', { name: /Show all facilities/ })).toBeNull();
  });

  it('shows the rules alone when a listing names no amenity', () => {
    render(<FacilitiesList facilities={{ 'Not Allowed': ['Qaad (khat)'] }} />);
    expect(screen.queryByRole('list', { name: 'Facilities' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Not allowed' })).getByText('Qaad (khat)'),
    ).toBeTruthy();
  });
});
