import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import {
  canCancelReservation,
  formatDisplayDate,
  marketDay,
  messages,
  MIN_EDIT_GUESTS,
  MIN_KIDS,
  roomTypeLabel,
  type HotelReservation,
  type HotelRoom,
} from '@rentals/shared';
import { ApiError } from '../../../shared/api/client';
import { apiErrorMessage, toastApiError } from '../../../shared/api/toast-api-error';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { NumberField } from '../../../shared/forms/number-field';
import { useUser } from '../../../shared/session/user';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/field';
import { Page } from '../../../shared/ui/page';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useHotel } from '../api/hotel-detail';
import { useAllRooms } from '../api/hotel-rooms';
import { useEditReservation, useReservation } from '../api/reservation';
import { editOutcome, reservationEditOf, type ReservationEdit } from './edit-reservation-form';
import { DayLabel } from './availability-block';
import { StayCalendar } from './stay-calendar';
import { isMissing } from '../../../shared/api/missing';

const TITLE = 'Edit reservation';
const BACK = '/myaccount';

/**
 * /properties/edit-records/hotel-reservation?reservationId: the guest changes the room type,
 * the room address, the days, adults and kids. A pending reservation changes at once; a booked
 * one sends the owner an update request (spec 2 sections 2, 4 and 5).
 */
export function EditHotelReservationPage() {
  const [params] = useSearchParams();
  const reservationId = params.get('reservationId') ?? '';
  const { user } = useUser();
  const reservation = useReservation(reservationId);
  const hotelId = reservation.data?.hotel_id ?? '';
  const hotel = useHotel(hotelId, user._id);
  const rooms = useAllRooms(hotelId);

  if (!reservationId) return <Problem text={messages.missingEventId} />;
  if (reservation.isError) return <Problem text={loadError(reservation.error)} />;
  if (hotel.isError) return <Problem text={loadError(hotel.error)} />;
  if (hotel.data === null) return <Problem text={messages.cantFindProperty} />;
  if (rooms.isError) return <Problem text={loadError(rooms.error)} />;
  if (!reservation.data || !hotel.data || !rooms.data) return <PageSpinner />;
  return (
    <EditReservationForm
      key={reservation.data._id}
      reservation={reservation.data}
      hotelName={hotel.data.name}
      ownerId={hotel.data.owner}
      rooms={rooms.data.rooms}
    />
  );
}

type EditReservationFormProps = {
  reservation: HotelReservation;
  hotelName: string;
  ownerId: string;
  rooms: HotelRoom[];
};

function EditReservationForm({ reservation, hotelName, ownerId, rooms }: EditReservationFormProps) {
  const navigate = useNavigate();
  const [edit, setEdit] = useState<ReservationEdit>(() => reservationEditOf(reservation));
  const save = useEditReservation();
  const editable = canCancelReservation(reservation.status);
  const booked = reservation.status === 'booked';
  const chosenRoom = rooms.find((room) => room.type === edit.room_type);
  const addressOptions = chosenRoom?.addresses.map((a) => a.address) ?? [];
  const today = marketDay();
  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const set = <K extends keyof ReservationEdit>(key: K, value: ReservationEdit[K]) =>
    setEdit((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !editable) return;
    const outcome = editOutcome(reservation, edit, rooms);
    if (outcome.kind === 'problem') {
      toast.warn(outcome.message);
      if (outcome.field) reportProblem(outcome.message, outcome.field);
      return;
    }
    if (outcome.kind === 'unchanged') {
      void navigate(BACK);
      return;
    }
    save.mutate(
      { reservation, updatedValues: outcome.changes, ownerId },
      {
        onSuccess: (answer) => {
          if (answer === 'rented') {
            toast.error(messages.rented);
            return;
          }
          toast.success(booked ? messages.hallUpdateSubmitted : messages.success);
          void navigate(BACK);
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <Page title={TITLE}>
      <div className="-mt-4 mb-6 text-stone-600">
        <p className="font-semibold break-words text-stone-900">{hotelName || 'Hotel'}</p>
        <p>
          Room {reservation.room_address} · {formatDisplayDate(reservation.check_in)} →{' '}
          {formatDisplayDate(reservation.check_out)}
        </p>
      </div>
      {!editable ? (
        <p role="note" className="rounded-xl bg-stone-100 p-4 text-sm text-stone-700">
          This reservation is {reservation.status}; it can no longer be changed.
        </p>
      ) : (
        <FormProblemScope scope={scope}>
          <form ref={formElement} onSubmit={submit} noValidate className="space-y-6">
            {booked && (
              <p role="note" className="rounded-xl bg-sand-100 p-4 text-sm text-stone-800">
                This stay is booked: your changes go to the hotel as a request, and apply once the
                owner accepts them.
              </p>
            )}
            <section className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <label
                    htmlFor="room-type"
                    className="mb-1 block text-sm font-medium text-stone-700"
                  >
                    Room type
                  </label>
                  <select
                    id="room-type"
                    name="room_type"
                    value={edit.room_type}
                    onChange={(event) => set('room_type', event.target.value)}
                    className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/40"
                  >
                    {rooms.map((room) => (
                      <option key={room._id} value={room.type}>
                        {roomTypeLabel(room.type)}
                      </option>
                    ))}
                  </select>
                </div>
                <SelectField
                  label="Room address"
                  name="room_address"
                  placeholder="Choose…"
                  options={addressOptions}
                  value={addressOptions.includes(edit.room_address) ? edit.room_address : ''}
                  onChange={(event) => set('room_address', event.target.value)}
                />
              </div>
              <div className="grid gap-5 md:grid-cols-[auto_1fr]">
                <StayCalendar
                  pick={{ check_in: edit.check_in, check_out: edit.check_out }}
                  today={today}
                  onPick={(pick) => setEdit((previous) => ({ ...previous, ...pick }))}
                />
                <div className="flex flex-col gap-4">
                  <dl className="grid grid-cols-2 gap-2">
                    <DayLabel label="Check in" day={edit.check_in} />
                    <DayLabel label="Check out" day={edit.check_out} />
                  </dl>
                  <div className="grid grid-cols-2 gap-3">
                    <NumberField
                      label="Adults"
                      name="max_adults"
                      min={MIN_EDIT_GUESTS}
                      value={edit.max_adults}
                      onChange={(value) => set('max_adults', value)}
                    />
                    <NumberField
                      label="Kids"
                      name="max_kids"
                      min={MIN_KIDS}
                      value={edit.max_kids}
                      onChange={(value) => set('max_kids', value)}
                    />
                  </div>
                  {chosenRoom && (
                    <p className="text-xs text-stone-600">
                      {roomTypeLabel(chosenRoom.type)} takes up to {chosenRoom.max_adults} adults
                      and {chosenRoom.max_kids} kids.
                    </p>
                  )}
                </div>
              </div>
            </section>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Link to={BACK} className={buttonClasses('secondary')}>
                Cancel
              </Link>
              <Button type="submit" loading={save.isPending}>
                {booked ? 'Request the change' : 'Save changes'}
              </Button>
            </div>
          </form>
        </FormProblemScope>
      )}
    </Page>
  );
}

const loadError = (error: unknown) =>
  isMissing(error) || (error instanceof ApiError && error.status === 403)
    ? error.message
    : apiErrorMessage(error);

function Problem({ text }: { text: string }) {
  return (
    <Page title={TITLE} width="narrow">
      <p role="alert" className="text-stone-700">
        {text}
      </p>
      <Link to={BACK} className={buttonClasses('secondary', 'mt-6')}>
        Back to my account
      </Link>
    </Page>
  );
}
