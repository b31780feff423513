import { useState, type FormEvent } from 'react';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type Apartment, type ApartmentBuildingDetail, type User } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { useRentRequestSent } from '../../../shared/listings/rent-request-sent';
import { messageText } from '../../../shared/i18n/message-text';
import { formatPrice } from '../../../shared/listings/format';
import { Dialog } from '../../../shared/ui/dialog';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { SelectField } from '../../../shared/ui/field';
import { availableAddresses } from '../api/building-apartments';
import { useRequestApartmentRent } from '../api/request-apartment-rent';
import { apartmentValueIn } from '../../../shared/i18n/labels';
import { CancelOrSubmit } from '../../../shared/forms/cancel-or-submit';
import { ContactField } from '../../../shared/forms/contact-field';

type ReserveApartmentDialogProps = {
  building: ApartmentBuildingDetail;
  apartment: Apartment;
  user: User;
  onClose: () => void;
};

/**
 * Choose one of the apartment's free addresses, give the number the owner will call (saved to
 * the profile, where the owner reads it) and confirm: the owner is asked, and the renter waits on
 * /thankyou/waiting. An address taken meanwhile answers 'requested' (in process).
 */
export function ReserveApartmentDialog({
  building,
  apartment,
  user,
  onClose,
}: ReserveApartmentDialogProps) {
  const sent = useRentRequestSent(onClose);
  const request = useRequestApartmentRent();
  const free = availableAddresses(apartment).map((address) => address.address);
  const [address, setAddress] = useState(free[0] ?? '');
  const [contact, setContact] = useState(user.contact);
  const { form, report, scope } = useFormProblem();
  const { t, i18n } = useLingui();
  const type = apartmentValueIn(i18n, apartment.apartment_type);
  const buildingName = building.name || t`this building`;
  const rent = formatPrice(apartment.rent);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!address || !contact.trim()) {
      toast.warn(messageText(i18n, messages.pleaseFill));
      report(messageText(i18n, messages.pleaseFill));
      return;
    }
    request.mutate(
      { buildingId: building._id, ownerId: building.owner, address, user, contact: contact.trim() },
      {
        onSuccess: sent,
        onError: toastApiError,
      },
    );
  };

  return (
    <Dialog title={t`Reserve this apartment`} onClose={onClose}>
      <p className="mb-4 text-sm text-stone-600">
        <Trans>
          {type} in {buildingName}, <strong className="font-semibold text-stone-900">{rent}</strong>{' '}
          / month. The owner will answer your request and contact you on this number.
        </Trans>
      </p>
      <FormProblemScope scope={scope}>
        <form ref={form} onSubmit={submit} noValidate className="space-y-4">
          <SelectField
            label={t`Address`}
            name="apartment_address"
            required
            options={free}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <ContactField required value={contact} onChange={setContact} />
          <CancelOrSubmit onCancel={onClose} pending={request.isPending}>
            <Trans>Confirm request</Trans>
          </CancelOrSubmit>
        </form>
      </FormProblemScope>
    </Dialog>
  );
}
