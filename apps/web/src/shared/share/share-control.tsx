import { toast } from '../ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { whatsappShareLink } from '@rentals/shared';
import { buttonClasses } from '../ui/button';
import { LinkIcon, ShareIcon } from '../ui/icons';
import { copyText } from './copy-text';
import { useCanShare, useHydrated, usePageAddress } from './page-address';

type ShareControlProps = {
  /** what the message names: the listing's title */
  title: string;
};

const CONTROL = buttonClasses('secondary', 'min-h-11 px-3');

/**
 * Sends the page on: the phone's own share sheet where it has one (Web Share API), otherwise a
 * WhatsApp message with the title and address, where listings travel in Mogadishu, and a
 * "Copy link" button. The server's page has the WhatsApp link and, for "Copy link", a plain
 * link to the page (to long-press and copy), both working without the app's code; once the code
 * runs, the link becomes the copying button, or both give way to the share sheet's button.
 */
export function ShareControl({ title }: ShareControlProps) {
  const url = usePageAddress();
  const hydrated = useHydrated();
  const canShare = useCanShare();
  const { t } = useLingui();

  const copy = async () => {
    if (await copyText(url)) toast.success(t`Link copied`);
    else toast.error(t`Could not copy the link`);
  };

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch (err) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (err instanceof DOMException && err.name === 'AbortError') return;
      await copy();
    }
  };

  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={t`Share this listing`}
    >
      {canShare ? (
        <button type="button" className={CONTROL} onClick={() => void share()}>
          <ShareIcon className="h-4 w-4" />
          <Trans>Share</Trans>
        </button>
      ) : (
        <>
          <a
            href={whatsappShareLink(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            className={CONTROL}
          >
            <WhatsAppGlyph />
            <Trans>Share on WhatsApp</Trans>
          </a>
          {hydrated ? (
            <button type="button" className={CONTROL} onClick={() => void copy()}>
              <LinkIcon className="h-4 w-4" />
              <Trans>Copy link</Trans>
            </button>
          ) : (
            <a href={url} className={CONTROL}>
              <LinkIcon className="h-4 w-4" />
              <Trans>Copy link</Trans>
            </a>
          )}
        </>
      )}
    </div>
  );
}

/** WhatsApp's speech bubble, drawn in the text's colour. */
function WhatsAppGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z" />
    </svg>
  );
}
