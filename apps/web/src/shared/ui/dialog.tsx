import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../listings/icons';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'sheet' rises from the bottom on phones; 'full' covers the screen (the picture zoom) */
  variant?: 'sheet' | 'full';
  /** hide the title visually (the zoom shows only the picture) */
  hideTitle?: boolean;
};

/**
 * A modal popup: Escape and the close button close it, focus moves in and goes back to where
 * it was, and the page behind does not scroll. It is drawn at the end of <body>, so no card or
 * section it was opened from can clip it or cover it (content-visibility's containment, a
 * stacking context), and a tap in it never reaches a link around its opener.
 */
export function Dialog({ title, onClose, children, variant = 'sheet', hideTitle }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, [onClose]);

  const full = variant === 'full';
  // Opened by a tap, never in the server's render (which has no document).
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div
      className={`fixed inset-0 z-50 flex ${full ? 'bg-black' : 'items-end bg-black/50 sm:items-center'} justify-center`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={
          full
            ? 'relative flex h-full w-full flex-col outline-none'
            : 'relative max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl outline-none sm:max-w-md sm:rounded-2xl sm:p-6'
        }
      >
        <div className={`flex items-center justify-between gap-3 ${full ? 'p-2' : 'mb-4'}`}>
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-bold text-stone-900'}>
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className={`ml-auto inline-flex h-11 w-11 items-center justify-center rounded-full ${
              full ? 'text-white hover:bg-white/10' : 'text-stone-600 hover:bg-stone-100'
            }`}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
