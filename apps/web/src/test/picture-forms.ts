import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FACILITY_CATALOGUE } from '@rentals/shared';
import { vi } from 'vitest';
import type { PickedPictures } from '../shared/forms/use-picked-pictures';
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

/** `count` picture files named `{name}-1.jpg`, ... */
const pictureFiles = (count: number, name: string) =>
  Array.from({ length: count }, (_, i) => pictureFile(`${name}-${i + 1}.jpg`));

/**
 * Chooses `count` pictures (`{name}-1.jpg`, ...) in the field labelled `label` and waits until
 * the form counts them out of its `max`.
 */
export async function uploadPictures(
  user: Pick<UserEvent, 'upload'>,
  count: number,
  name: string,
  { label = 'Pictures', max = 10 } = {},
) {
  await user.upload(await screen.findByLabelText(label), pictureFiles(count, name));
  await screen.findByText(`${count} of ${max} pictures chosen`);
}

/** What a page's picker hands its form: `count` pictures, ready, with previews. */
export const pickedPictures = (count: number, name: string): PickedPictures => ({
  pictures: pictureFiles(count, name).map((file, i) => ({
    key: `p${i}`,
    file,
    preview: `blob:test/${i}`,
  })),
  processing: false,
  add: vi.fn(),
  remove: vi.fn(),
  clear: vi.fn(),
});

/** Ticks each named checkbox (facilities), in order. */
export async function tickAll(user: UserEvent, names: readonly string[]) {
  for (const name of names) await user.click(screen.getByLabelText(name));
}

/** Six facilities of two categories every unit (apartment, hotel room) may offer. */
export const SIX_UNIT_FACILITIES = [
  ...FACILITY_CATALOGUE['Bed room'].slice(0, 3),
  ...FACILITY_CATALOGUE.Internet.slice(0, 3),
];
