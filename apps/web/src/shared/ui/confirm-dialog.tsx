import { Trans } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { buttonClasses } from './button';
import { Modal } from './modal';
import { Spinner } from './spinner';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question (a native modal dialog, see Modal) with Cancel (focused first, and Escape)
 * and a red confirm button; while the answer is on its way it cannot be dismissed.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      labelledBy={titleId}
      onClose={onCancel}
      locked={busy}
      initialFocus={cancel}
      overlayClassName="items-end bg-stone-900/50 p-4 sm:items-center"
    >
      <div className="w-full max-w-sm self-end rounded-2xl bg-white p-5 shadow-xl sm:self-center">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <div className="mt-2 text-sm text-stone-700">{children}</div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            ref={cancel}
            onClick={onCancel}
            disabled={busy}
            className={buttonClasses('secondary')}
          >
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy && <Spinner size={20} />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
