import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { hallContract } from '@rentals/shared';
import { listingKeys } from '../listings/listing-keys';
import { listingDetailOptions } from './call-query';
import { ApiError } from './client';

const answering = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );

const hallDetail = (userId: string) =>
  listingDetailOptions<typeof hallContract.findHall>(
    'Hall',
    { method: 'GET', path: '/hallProperty/find/:id' },
    (id) => ({ params: { id } }),
  )('hall-1', userId);

afterEach(() => vi.unstubAllGlobals());

describe("a listing's detail query", () => {
  it('is under the listings, by kind, listing and viewer', () => {
    expect(hallDetail('user-1').queryKey).toEqual([
      ...listingKeys.all,
      'detail',
      'Hall',
      'hall-1',
      'user-1',
    ]);
  });

  it('holds null when there is no such listing, so the page says it cannot find it', async () => {
    answering(404, { success: false, error: { code: 'not_found', message: 'No such hall' } });
    await expect(new QueryClient().fetchQuery(hallDetail(''))).resolves.toBeNull();
  });

  it('fails on any other refusal', async () => {
    answering(500, { success: false, error: { code: 'internal', message: 'Broken' } });
    await expect(new QueryClient().fetchQuery(hallDetail(''))).rejects.toBeInstanceOf(ApiError);
  });
});
