import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages } from '@rentals/shared';
import { setTextMode } from '../../test/i18n';
import { messageText } from './message-text';

// Issue 32 item 14: "Too many tries" never said how long to wait. The server's 429 says the
// minutes ('Wait 15 minutes, then try again.'); the page says them in its language.
afterEach(() => setTextMode('spec'));

describe('a 429 in the page language', () => {
  it('says how many minutes to wait, in Somali and in English', () => {
    setTextMode('so');
    expect(messageText(i18n, messages.tooManyWait(15), 'too_many_requests')).toBe(
      'Isku day badan. Sug 15 daqiiqo, kadibna isku day mar kale.',
    );
    expect(messageText(i18n, messages.tooManyWait(1), 'too_many_requests')).toBe(
      'Isku day badan. Sug 1 daqiiqo, kadibna isku day mar kale.',
    );
    setTextMode('en');
    expect(messageText(i18n, messages.tooManyWait(1), 'too_many_requests')).toBe(
      'Too many tries. Wait 1 minute, then try again.',
    );
    const codes =
      'Too many codes asked for this e-mail: 3 in 15 minutes. Wait 15 minutes, then ask again.';
    expect(messageText(i18n, codes, 'too_many_requests')).toBe(
      'Too many tries. Wait 15 minutes, then try again.',
    );
  });

  it("keeps the server's words in the spec's wording", () => {
    const text = messages.tooManyWait(3);
    expect(messageText(i18n, text, 'too_many_requests')).toBe(text);
  });
});
