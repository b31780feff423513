import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { messages } from '@rentals/shared';
import { messageText } from '../i18n/message-text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { toast } from '../ui/toast';

type VacateDialogProps<Result, Input> = {
  /** the list's vacate call (its rows stay disabled while it runs) */
  vacate: UseMutationResult<Result, Error, Input>;
  /** what the call is sent for the record asked about */
  input: Input;
  errorText: (error: unknown) => string;
  title: string;
  onClose: () => void;
  /** what vacating does, in words */
  children: ReactNode;
};

/**
 * Asks the owner before vacating a renting record (a property's or an apartment's), then vacates
 * it, says how it went and closes.
 */
export function VacateDialog<Result, Input>({
  vacate,
  input,
  errorText,
  title,
  onClose,
  children,
}: VacateDialogProps<Result, Input>) {
  const { t, i18n } = useLingui();
  const confirm = () =>
    vacate.mutate(input, {
      onSuccess: () => toast.success(messageText(i18n, messages.success)),
      onError: (err) => toast.error(errorText(err)),
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={t`Vacate`}
      busy={vacate.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
