import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { uploadEnded, uploadProgressed, uploadStarted } from '../api/upload-progress';
import { ListingFormFrame } from './listing-form-frame';

/**
 * Issue 32 item 14: while a listing's pictures upload, the progress shows beside the submit
 * button the person just pressed, not only on each picture far up the form.
 */
const pictures = [
  new File([new Uint8Array(300)], 'front.jpg', { type: 'image/jpeg' }),
  new File([new Uint8Array(100)], 'yard.jpg', { type: 'image/jpeg' }),
];

function renderFrame(isPending: boolean) {
  renderPage(
    '/new',
    <ListingFormFrame
      submit={{ formRef: { current: null }, scope: 'test', onSubmit: () => undefined } as never}
      back="/property-management"
      save={{ isPending, error: null }}
      processing={false}
      submitLabel="Add property"
    >
      <p>fields</p>
    </ListingFormFrame>,
  );
}

afterEach(() => {
  act(() => uploadEnded(pictures));
});

describe('ListingFormFrame', () => {
  it('shows how far the pictures have gone beside the submit button while they upload', async () => {
    renderFrame(true);
    act(() => uploadStarted(pictures));
    act(() => uploadProgressed(pictures, 200, 400));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading pictures' });
    const button = screen.getByRole('button', { name: /Add property/ });
    // in the form's last row, with the button
    const row = button.closest('[data-submit-row]') as HTMLElement | null;
    expect(row).not.toBeNull();
    expect(within(row!).getByRole('progressbar', { name: 'Uploading pictures' })).toBe(bar);
    const percent = Number(bar.getAttribute('value')) * 100;
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    expect(row!.textContent).toMatch(/\d+%/);
  });

  it('shows nothing when no picture is uploading', () => {
    renderFrame(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
