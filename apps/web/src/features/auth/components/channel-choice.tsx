import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export type Channel = 'phone' | 'email';

/** Phone first for a Somali reader (most have a number, few read e-mail daily); else e-mail. */
export function useChannel() {
  const { i18n } = useLingui();
  return useState<Channel>(i18n.locale === 'so' ? 'phone' : 'email');
}

/** The choice between a code by SMS and a code by e-mail, on the sign-in screens. */
export function ChannelChoice({
  value,
  onChange,
}: {
  value: Channel;
  onChange: (channel: Channel) => void;
}) {
  const { t, i18n } = useLingui();
  const phone = { channel: 'phone' as const, label: t`Phone` };
  const email = { channel: 'email' as const, label: t`E-mail` };
  const choices = i18n.locale === 'so' ? [phone, email] : [email, phone];
  return (
    <div role="radiogroup" aria-label={t`Phone or e-mail`} className="mb-4 grid grid-cols-2 gap-2">
      {choices.map(({ channel, label }) => (
        <button
          key={channel}
          type="button"
          role="radio"
          aria-checked={value === channel}
          onClick={() => onChange(channel)}
          className={`min-h-11 rounded-lg border px-3 text-sm font-semibold ${
            value === channel
              ? 'border-brand-800 bg-brand-50 text-brand-900'
              : 'border-stone-300 bg-white text-stone-700'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
