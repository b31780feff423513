import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react';
import { messages } from '@rentals/shared';
import { toastApiError } from '../api/toast-api-error';
import { messageText } from '../i18n/message-text';
import { toast } from '../ui/toast';

export type SendCallbacks = { onSuccess: () => void; onError: (err: unknown) => void };

/** The end of a listing form's save: success says so and goes to `back`. */
export function useSaveCallbacks(
  back: string,
  onError: (err: unknown) => void = toastApiError,
): SendCallbacks {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  return {
    onSuccess: () => {
      toast.success(messageText(i18n, messages.success));
      void navigate(back);
    },
    onError,
  };
}

/**
 * The end of a listing's edit form: nothing changed goes straight back to `back`; otherwise
 * `send` sends the changes and the replacement pictures, and success says so and goes back.
 */
export function useSendEdit(back: string, onError: (err: unknown) => void = toastApiError) {
  const navigate = useNavigate();
  const callbacks = useSaveCallbacks(back, onError);
  return (
    updatedValues: object,
    pictures: readonly File[],
    send: (callbacks: SendCallbacks) => void,
  ) => {
    if (Object.keys(updatedValues).length === 0 && pictures.length === 0) {
      void navigate(back);
      return;
    }
    send(callbacks);
  };
}
