import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { DISTRICTS, messages, type RentingPropertyDetail, type User } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { useRentRequestSent } from '../../../shared/listings/rent-request-sent';
import { messageText } from '../../../shared/i18n/message-text';
import { SelectField } from '../../../shared/ui/field';
import { useRentRequest } from '../api/rent-request';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { Dialog } from '../../../shared/ui/dialog';
import { CancelOrSubmit } from '../../../shared/forms/cancel-or-submit';
import { ContactField } from '../../../shared/forms/contact-field';

type ReserveDialogProps = { property: RentingPropertyDetail; user: User; onClose: () => void };

/**
 * The contact form before a rent request: the owner will call the renter, so a contact and a
 * district are both needed ('please fill'). Changed values are saved to the profile first.
 */
export function ReserveDialog({ property, user, onClose }: ReserveDialogProps) {
  const navigate = useNavigate();
  const sent = useRentRequestSent(onClose);
  const rent = useRentRequest();
  const [contact, setContact] = useState(user.contact);
  const [district, setDistrict] = useState(user.district);
  const { form, report, scope } = useFormProblem();
  const { t, i18n } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user.name.trim()) {
      void navigate('/login');
      return;
    }
    const details = { contact: contact.trim(), district };
    if (!details.contact || !details.district) {
      toast.warn(messageText(i18n, messages.pleaseFill));
      report(messages.pleaseFill);
      return;
    }
    rent.mutate(
      { user, ownerId: property.owner, propertyId: property._id, details },
      {
        onSuccess: sent,
        onError: toastApiError,
      },
    );
  };

  return (
    <Dialog title={t`Reserve this property`} onClose={onClose}>
      <p className="mb-4 text-sm text-stone-600">
        <Trans>The owner will contact you on this number to arrange a visit.</Trans>
      </p>
      <FormProblemScope scope={scope}>
        <form ref={form} onSubmit={submit} noValidate className="space-y-4">
          <ContactField required value={contact} onChange={setContact} />
          <SelectField
            label={t`District`}
            name="district"
            options={DISTRICTS}
            placeholder={t`Choose your district`}
            required
            value={district}
            onChange={(event) => setDistrict(event.target.value)}
          />
          <CancelOrSubmit onCancel={onClose} pending={rent.isPending}>
            <Trans>Send request</Trans>
          </CancelOrSubmit>
        </form>
      </FormProblemScope>
    </Dialog>
  );
}
