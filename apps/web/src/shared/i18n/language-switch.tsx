import { useLingui } from '@lingui/react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@rentals/shared';
import { chooseLanguage } from './choose-language';

/** Its name in both languages, whichever the page is in: someone lost in one finds the other. */
const CONTROL_NAME = 'Luqadda · Language';

/**
 * The header's language control: a native select (keyboard and screen readers know it, and it
 * costs no script). Until someone chooses, it shows its name in both languages, whole: it is as
 * wide as that name (a fixed width cut it to 'Luqadda · L' on a phone); the header's row wraps.
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const current = i18n.locale as Language | 'spec';
  return (
    <label className="relative flex items-center">
      <span className="sr-only">{CONTROL_NAME}</span>
      <select
        value={current === 'spec' ? '' : current}
        onChange={(event) => void chooseLanguage(event.target.value as Language)}
        className="h-10 max-w-full cursor-pointer rounded-full border border-stone-300 bg-white px-3 text-sm text-stone-800 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {current === 'spec' && (
          <option value="" disabled>
            {CONTROL_NAME}
          </option>
        )}
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
