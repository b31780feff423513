import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { messages } from '@rentals/shared';
import { messageText } from '../i18n/message-text';
import { toast } from '../ui/toast';

/**
 * What a sent request to rent says: 'requested' when one is already in process (the dialog
 * closes), otherwise it is submitted and the visitor waits on the thank-you page.
 */
export function useRentRequestSent(onClose: () => void) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  return (result: unknown) => {
    if (result === 'requested') {
      toast.warn(messageText(i18n, messages.propertyInProcess));
      onClose();
      return;
    }
    toast.success(messageText(i18n, messages.rentRequestSubmitted));
    void navigate('/thankyou/waiting');
  };
}
