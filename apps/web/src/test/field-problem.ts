import { screen, within, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { describedBy } from './described-by';

/** The toasts on screen: a refused field also shows the message beside it, so count them here. */
export const toasts = () => within(document.querySelector<HTMLElement>('.Toastify')!);

/** Waits until `message` is toasted exactly `times` times (each refused submit toasts once). */
export const expectToasted = (message: string, times = 1) =>
  waitFor(() => expect(toasts().getAllByText(message)).toHaveLength(times));

/**
 * The form's refusal is said on the field too (issue 16 item 9): marked invalid, its message
 * read with it (after any hint), and the focus on it.
 */
export async function expectFieldProblem(control: HTMLElement, message: string) {
  await waitFor(() => expect(describedBy(control)).toContain(message));
  expect(control.getAttribute('aria-invalid')).toBe('true');
  await waitFor(() => expect(document.activeElement).toBe(control));
}

/** A refused submit: the message is toasted, and said on the field it is about. */
export async function expectRefusal(control: HTMLElement, message: string) {
  expect(await toasts().findByText(message)).toBeTruthy();
  await expectFieldProblem(control, message);
}

/** The same, said at once and by that message alone (a form with no hints). */
export async function expectOnlyFieldProblem(control: HTMLElement, message: string) {
  expect(control.getAttribute('aria-invalid')).toBe('true');
  expect(describedBy(control)).toBe(message);
  await waitFor(() => expect(document.activeElement).toBe(control));
}

/**
 * A submit refused for the empty field labelled `label`: the message is toasted and said on the
 * field alone, the field takes the focus, and nothing was sent.
 */
export async function expectEmptyFieldRefused(
  fetchMock: { mock: { calls: unknown[] } },
  label: string,
  message: string,
) {
  expect(await toasts().findByText(message)).toBeTruthy();
  expect(fetchMock.mock.calls).toEqual([]);
  await expectOnlyFieldProblem(screen.getByLabelText(label), message);
}
