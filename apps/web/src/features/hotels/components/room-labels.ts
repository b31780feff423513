import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export { roomTypeLabelIn } from '../../../shared/i18n/labels';

/** '3 nights' in the page's language. */
export const nightsText = (i18n: I18n, n: number) =>
  i18n._(msg`${plural(n, { one: '# night', other: '# nights' })}`);

/** '2 adults' in the page's language. */
export const adultsText = (i18n: I18n, n: number) =>
  i18n._(msg`${plural(n, { one: '# adult', other: '# adults' })}`);

/** '1 kid' in the page's language. */
export const kidsText = (i18n: I18n, n: number) =>
  i18n._(msg`${plural(n, { one: '# kid', other: '# kids' })}`);

/** '4 rooms' in the page's language. */
export const roomsText = (i18n: I18n, n: number) =>
  i18n._(msg`${plural(n, { one: '# room', other: '# rooms' })}`);
