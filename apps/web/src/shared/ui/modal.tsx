import { useEffect, useEffectEvent, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { raiseToasts } from './toast-layer';

type ModalProps = {
  /** the element naming the dialog */
  labelledBy: string;
  role?: 'dialog' | 'alertdialog';
  /** Escape, the close button or a tap beside the panel; not called while `locked` */
  onClose: () => void;
  /** a busy dialog (a call in flight) stays open */
  locked?: boolean;
  /** where focus goes on opening (the panel, or the safe choice of a question) */
  initialFocus: RefObject<HTMLElement | null>;
  /** the overlay's layout: where the panel sits and how dark the page behind is */
  overlayClassName: string;
  children: ReactNode;
};

/**
 * A modal on the native `<dialog>` opened with showModal(): the page behind is inert, so Tab and
 * Shift+Tab stay inside and a screen reader reads only the dialog; focus returns where it was
 * on closing, and the page behind does not scroll. React owns whether it is open: Escape asks
 * `onClose` rather than letting the browser close it. Drawn at the end of <body>, so no card or
 * section it was opened from can clip it (content-visibility's containment, a stacking context),
 * and a tap in it never reaches a link around its opener.
 */
export function Modal({
  labelledBy,
  role = 'dialog',
  onClose,
  locked = false,
  initialFocus,
  overlayClassName,
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => {
    if (!locked) onClose();
  };
  const onEscape = useEffectEvent(close);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const before = document.activeElement as HTMLElement | null;
    // jsdom (component tests) has no showModal: the open attribute shows it there.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    raiseToasts();
    initialFocus.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (typeof element.close === 'function') element.close();
      before?.focus?.();
    };
  }, [initialFocus]);

  // Opened by a tap, never in the server's render (which has no document).
  if (typeof document === 'undefined') return null;
  return createPortal(
    <dialog
      ref={dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-modal="true"
      // Escape: the keydown above decides, the browser must not close it behind React's back.
      onCancel={(event) => event.preventDefault()}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden border-0 bg-transparent p-0 backdrop:bg-transparent"
    >
      <div
        className={`fixed inset-0 flex justify-center ${overlayClassName}`}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
