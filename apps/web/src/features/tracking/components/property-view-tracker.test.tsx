import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch, testUser } from '../../../test/render';
import { PropertyViewTracker } from './property-view-tracker';

const PROPERTY = '0b3c4d5e-1111-4222-8333-944455566677';
const routes = [
  { path: '/default/:id', element: <PropertyViewTracker param="id" /> },
  { path: '*', element: null },
];
const viewCalls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([url]) => String(url).endsWith('/views/increase-views/'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('property view', () => {
  it('is counted 3 s after a detail page opens, as the signed-in user', async () => {
    const fetch = stubFetch(200, { success: true, data: 'success' });
    renderRoutes({ path: `/default/${PROPERTY}`, routes, user: testUser });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(viewCalls(fetch)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(viewCalls(fetch)).toHaveLength(1);
    expect(JSON.parse(String(viewCalls(fetch)[0]![1]!.body))).toEqual({
      propertyId: PROPERTY,
      viewedBy: testUser._id,
    });
  });

  it('leaves viewedBy out for a visitor and counts nothing when the page is left sooner', async () => {
    const fetch = stubFetch(200, { success: true, data: 'success' });
    const { router } = renderRoutes({
      path: `/default/${PROPERTY}`,
      routes,
      user: { ...testUser, _id: '' },
    });
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(JSON.parse(String(viewCalls(fetch)[0]![1]!.body))).toEqual({ propertyId: PROPERTY });

    await act(() => router.navigate(`/default/${PROPERTY.replace('0b3c', '1b3c')}`));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => router.navigate('/elsewhere'));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(viewCalls(fetch)).toHaveLength(1);
  });

  it('is not counted twice when public/boot.js counted it before the app ran', async () => {
    const fetch = stubFetch(200, { success: true, data: 'success' });
    document.documentElement.setAttribute('data-tracked-view', PROPERTY);
    const { router } = renderRoutes({
      path: `/default/${PROPERTY}`,
      routes,
      user: { ...testUser, _id: '' },
    });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(viewCalls(fetch)).toHaveLength(0);
    // Coming back to the listing later in the visit is a view again.
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate(`/default/${PROPERTY}`));
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(viewCalls(fetch)).toHaveLength(1);
  });
});
