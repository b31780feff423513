import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useReducedMotion } from './use-reduced-motion';

const WORD_TEXTS = [
  msg({ message: 'Home', context: 'rotating word' }),
  msg({ message: 'Office', context: 'rotating word' }),
  msg({ message: 'Land', context: 'rotating word' }),
];
const INTERVAL_MS = 2200;

/**
 * Cycles through Home, Office, Land. Screen readers hear the full list once; with reduced
 * motion the words are shown together and never move.
 */
export function RotatingWords() {
  const reduced = useReducedMotion();
  const { i18n } = useLingui();
  const WORDS = WORD_TEXTS.map((word) => i18n._(word));
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reduced) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % WORD_TEXTS.length),
      INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [reduced]);

  if (reduced) {
    return <span className="text-brand-700">{WORDS.join(' · ')}</span>;
  }
  return (
    <>
      <span className="sr-only">{WORDS.join(', ')}</span>
      <span aria-hidden="true" className="inline-block min-w-[6ch] text-brand-700">
        <span
          key={WORDS[index]}
          data-testid="rotating-word"
          className="inline-block animate-word-in"
        >
          {WORDS[index]}
        </span>
      </span>
    </>
  );
}
