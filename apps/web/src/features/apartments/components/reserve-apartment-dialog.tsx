import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { messages, type Apartment, type ApartmentBuildingDetail, type User } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { formatPrice } from '../../../shared/listings/format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { SelectField, TextField } from '../../../shared/ui/field';
import { availableAddresses } from '../api/building-apartments';
import { useRequestApartmentRent } from '../api/request-apartment-rent';

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
  const navigate = useNavigate();
  const request = useRequestApartmentRent();
  const free = availableAddresses(apartment).map((address) => address.address);
  const [address, setAddress] = useState(free[0] ?? '');
  const [contact, setContact] = useState(user.contact);
  const { form, report, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!address || !contact.trim()) {
      toast.warn(messages.pleaseFill);
      report(messages.pleaseFill);
      return;
    }
    request.mutate(
      { buildingId: building._id, ownerId: building.owner, address, user, contact: contact.trim() },
      {
        onSuccess: (result) => {
          if (result === 'requested') {
            toast.warn(messages.propertyInProcess);
            onClose();
            return;
          }
          toast.success(messages.rentRequestSubmitted);
          void navigate('/thankyou/waiting');
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <Dialog title="Reserve this apartment" onClose={onClose}>
      <p className="mb-4 text-sm text-stone-600">
        {apartment.apartment_type} in {building.name || 'this building'},{' '}
        <strong className="font-semibold text-stone-900">{formatPrice(apartment.rent)}</strong> /
        month. The owner will answer your request and contact you on this number.
      </p>
      <FormProblemScope scope={scope}>
        <form ref={form} onSubmit={submit} noValidate className="space-y-4">
          <SelectField
            label="Address"
            name="apartment_address"
            required
            options={free}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <TextField
            label="Contact"
            name="contact"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={contact}
            onChange={(event) => setContact(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={request.isPending}>
              Confirm request
            </Button>
          </div>
        </form>
      </FormProblemScope>
    </Dialog>
  );
}
