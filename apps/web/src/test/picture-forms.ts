import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FACILITY_CATALOGUE } from '@rentals/shared';
import { vi } from 'vitest';
import { compressImage } from '../shared/lib/compress-image';
import { pictureFile, stubObjectUrls } from './api-stub';

/**
 * Before each test of a form with pictures: previews get object URLs, and the compression hands
 * each picture on as chosen. The test file mocks it, since vi.mock is hoisted in that file only:
 * `vi.mock('../../../shared/lib/compress-image', () => ({ compressImage: vi.fn() }))`.
 */
export function picturesAsChosen() {
  stubObjectUrls();
  vi.mocked(compressImage)
    .mockReset()
    .mockImplementation(async (file) => file);
}

/** Chooses `count` pictures (`{name}-1.jpg`, ...) and waits until the form counts them. */
export async function uploadPictures(user: UserEvent, count: number, name: string) {
  const files = Array.from({ length: count }, (_, i) => pictureFile(`${name}-${i + 1}.jpg`));
  await user.upload(await screen.findByLabelText('Pictures'), files);
  await screen.findByText(`${count} of 10 pictures chosen`);
}

/** Ticks each named checkbox (facilities), in order. */
export async function tickAll(user: UserEvent, names: readonly string[]) {
  for (const name of names) await user.click(screen.getByLabelText(name));
}

/** Six facilities of two categories every unit (apartment, hotel room) may offer. */
export const SIX_UNIT_FACILITIES = [
  ...FACILITY_CATALOGUE['Bed room'].slice(0, 3),
  ...FACILITY_CATALOGUE.Internet.slice(0, 3),
];
