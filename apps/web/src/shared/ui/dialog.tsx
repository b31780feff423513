import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../listings/icons';
import { Modal } from './modal';

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
 * A modal popup with a title and a close button (a native modal dialog, see Modal): Escape, the
 * close button and a tap beside the panel close it; focus starts on the panel.
 */
export function Dialog({ title, onClose, children, variant = 'sheet', hideTitle }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const full = variant === 'full';
  const { t } = useLingui();
  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={panel}
      overlayClassName={full ? 'bg-black' : 'items-end bg-black/50 sm:items-center'}
    >
      <div
        ref={panel}
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
            aria-label={t`Close`}
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
    </Modal>
  );
}
