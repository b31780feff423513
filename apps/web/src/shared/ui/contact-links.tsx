import { Trans, useLingui } from '@lingui/react/macro';
import { telLink, whatsappLink } from '@rentals/shared';

type ContactLinksProps = {
  /** the number as the renter typed it */
  number: string;
  /** whose number it is, for the links' names ('Call Hodan Cali') */
  name: string;
};

/** The app's name stays as it is in every language. */
const WHATSAPP = 'WhatsApp';

const LINK =
  'inline-flex min-h-10 items-center rounded-md px-2 font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50';

/**
 * How an owner reaches a renter: the number they gave, a call and a WhatsApp chat. Shown only
 * where the server sent the number, which it does for the listing's owner alone.
 */
export function ContactLinks({ number, name }: ContactLinksProps) {
  const { t } = useLingui();
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-700">
      <span className="break-all">
        <Trans>
          Number: <span className="font-medium text-stone-900 tabular-nums">{number}</span>
        </Trans>
      </span>
      <span className="inline-flex gap-1">
        <a href={telLink(number)} aria-label={t`Call ${name} on ${number}`} className={LINK}>
          <Trans>Call</Trans>
        </a>
        <a
          href={whatsappLink(number)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`WhatsApp ${name} on ${number}`}
          className={LINK}
        >
          {WHATSAPP}
        </a>
      </span>
    </p>
  );
}
