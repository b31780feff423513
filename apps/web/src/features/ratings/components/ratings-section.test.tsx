import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_USER, messages, type Review, type User } from '@rentals/shared';
import { callsTo, fail, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { describedBy } from '../../../test/described-by';
import { toasts } from '../../../test/field-problem';
import { renderRoutes, testUser } from '../../../test/render';
import { RatingsSection } from './ratings-section';

const PROPERTY = '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const OWNER = '9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0';

const SUMMARY = {
  categories: {
    cleanliness: 4.5,
    amenities: 3,
    propertyConditions: 4,
    communication: 5,
    value: null,
  },
  overall: 4.125,
  count: 2,
};
const review = (over: Partial<Review> = {}): Review => ({
  _id: 'c0ffee00-0000-4000-8000-000000000001',
  propertyId: PROPERTY,
  user: { _id: testUser._id, name: testUser.name, picture: '' },
  stars: [
    { category: 'cleanliness', stars: 4 },
    { category: 'value', stars: 3 },
  ],
  review: 'Clean and quiet.',
  created_date: '2026-03-05T10:00:00.000Z',
  updated_date: '2026-03-05T10:00:00.000Z',
  ...over,
});

function renderSection(user: User, mine: Review | null, extra = {}) {
  const fetchMock = stubApi({
    'GET /ratingsAndReviews/findPropertyRatings': ok(SUMMARY),
    'GET /ratingsAndReviews/usersReviews': ok([
      review({ user: { _id: OWNER, name: 'Cabdiraxmaan Maxamed Xasan Cali', picture: '' } }),
    ]),
    'GET /ratingsAndReviews/user/findPropertyRating': ok(mine),
    ...extra,
  });
  const rendered = renderRoutes({
    path: '/',
    user,
    routes: [
      { path: '/', element: <RatingsSection propertyId={PROPERTY} ownerId={OWNER} user={user} /> },
    ],
  });
  return { fetchMock, ...rendered };
}

const star = (category: string, n: number) =>
  screen.getByRole('radiogroup', { name: category }).querySelectorAll('button')[n - 1]!;

describe('RatingsSection', () => {
  it('draws bars of score x 2 rem, the overall score, and cut reviewer names with dates', async () => {
    renderSection(EMPTY_USER, null);
    expect(await screen.findByText('4.1')).toBeTruthy();
    expect(screen.getByText('· 2 reviews')).toBeTruthy();
    expect(screen.getByTestId('bar-cleanliness').style.width).toBe('9rem');
    // Nobody rated the value: no 0.0 bar, but words.
    expect(screen.queryByTestId('bar-value')).toBeNull();
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(await screen.findByText('Cabdiraxmaan Maxamed X...')).toBeTruthy();
    expect(screen.getByText('05-March-2026')).toBeTruthy();
    // A review's score is its own average, as the listing's is: 4 and 3 stars give 3.5.
    expect(screen.getByText('3.5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit rating' })).toBeNull();
  });

  it('offers the owner no rating form', async () => {
    renderSection({ ...testUser, _id: OWNER }, null);
    await screen.findByText('4.1');
    expect(screen.queryByRole('button', { name: /rating/ })).toBeNull();
  });

  it("warns 'Star should be more than 1!!!' and sends nothing without stars", async () => {
    const { fetchMock } = renderSection(testUser, null);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit rating' }));
    expect(await toasts().findByText(messages.starMoreThan1)).toBeTruthy();
    // The first star group is marked and says it; its first star has the focus.
    const group = screen.getByRole('radiogroup', { name: 'Cleanliness' });
    await waitFor(() => expect(describedBy(group)).toBe(messages.starMoreThan1));
    expect(group.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(group).getByRole('radio', { name: '1 star' })),
    );
    expect(callsTo(fetchMock, 'POST /ratingsAndReviews/add')).toHaveLength(0);
  });

  it('adds a first rating and refreshes the ratings', async () => {
    const { fetchMock } = renderSection(testUser, null, {
      'POST /ratingsAndReviews/add': ok(review()),
    });
    await screen.findByRole('button', { name: 'Submit rating' });
    await userEvent.click(star('Amenities', 4));
    await userEvent.type(screen.getByLabelText('Review'), ' Good water pressure ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /ratingsAndReviews/add')).toHaveLength(1));
    expect(jsonSentTo(fetchMock, 'POST /ratingsAndReviews/add')).toEqual({
      propertyId: PROPERTY,
      userId: testUser._id,
      stars: [{ category: 'amenities', stars: 4 }],
      review: 'Good water pressure',
    });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /ratingsAndReviews/findPropertyRatings')).toHaveLength(2),
    );
  });

  it("loads the user's rating and warns 'Please update before submitting!!!' when unchanged", async () => {
    const { fetchMock } = renderSection(testUser, review());
    await userEvent.click(await screen.findByRole('button', { name: 'Update rating' }));
    expect(await screen.findByText(messages.updateBeforeSubmit)).toBeTruthy();
    expect(star('Cleanliness', 4).getAttribute('aria-checked')).toBe('true');
    expect(callsTo(fetchMock, 'POST /ratingsAndReviews/update')).toHaveLength(0);
  });

  it('updates a changed rating, busy while in flight', async () => {
    const { fetchMock } = renderSection(testUser, review(), {
      'POST /ratingsAndReviews/update': () => new Promise(() => undefined),
    });
    await screen.findByRole('button', { name: 'Update rating' });
    await userEvent.click(star('Value', 5));
    await userEvent.click(screen.getByRole('button', { name: 'Update rating' }));
    const button = await screen.findByRole('button', { name: 'Update rating' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(jsonSentTo(fetchMock, 'POST /ratingsAndReviews/update')).toMatchObject({
      stars: [
        { category: 'cleanliness', stars: 4 },
        { category: 'value', stars: 5 },
      ],
    });
  });

  it("shows the server's own words on a 400", async () => {
    renderSection(testUser, review(), {
      'POST /ratingsAndReviews/update': fail(400, messages.updateBeforeSubmit),
    });
    await screen.findByRole('button', { name: 'Update rating' });
    await userEvent.click(star('Value', 5));
    await userEvent.click(screen.getByRole('button', { name: 'Update rating' }));
    expect(await screen.findByText(messages.updateBeforeSubmit)).toBeTruthy();
  });
});
