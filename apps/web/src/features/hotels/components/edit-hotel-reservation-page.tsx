import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  canCancelReservation,
  marketDay,
  messages,
  MIN_ADULTS,
  type HotelReservation,
  type HotelRoom,
} from '@rentals/shared';
import { ApiError } from '../../../shared/api/client';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { useFormat } from '../../../shared/i18n/format';
import { useUser } from '../../../shared/session/user';
import { SelectField } from '../../../shared/ui/field';
import { Page } from '../../../shared/ui/page';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useHotel } from '../api/hotel-detail';
import { useAllRooms } from '../api/hotel-rooms';
import { useEditReservation, useReservation } from '../api/reservation';
import {
  editOutcome,
  PICK_BOTH_DAYS,
  PICK_BOTH_DAYS_MESSAGE,
  reservationEditOf,
  type ReservationEdit,
} from './edit-reservation-form';
import { hotelText } from './hotel-texts';
import { roomTypeLabelIn } from './room-labels';
import { ChosenDays, GuestCounts } from './availability-block';
import { StayCalendar } from './stay-calendar';
import { isMissing } from '../../../shared/api/missing';
import { CancelOrSubmit } from '../../../shared/forms/cancel-or-submit';
import { PageProblem } from '../../../shared/ui/page-problem';

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
  const { i18n } = useLingui();

  if (!reservationId) return <Problem text={hotelText(i18n, messages.missingEventId)} />;
  if (reservation.isError) return <Problem text={loadError(i18n, reservation.error)} />;
  if (hotel.isError) return <Problem text={loadError(i18n, hotel.error)} />;
  if (hotel.data === null) return <Problem text={hotelText(i18n, messages.cantFindProperty)} />;
  if (rooms.isError) return <Problem text={loadError(i18n, rooms.error)} />;
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const status = reservation.status;
  const roomAddress = reservation.room_address;
  const checkIn = format.day(reservation.check_in);
  const checkOut = format.day(reservation.check_out);

  const set = <K extends keyof ReservationEdit>(key: K, value: ReservationEdit[K]) =>
    setEdit((previous) => ({ ...previous, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !editable) return;
    const outcome = editOutcome(reservation, edit, rooms);
    if (outcome.kind === 'problem') {
      const message =
        outcome.message === PICK_BOTH_DAYS
          ? i18n._(PICK_BOTH_DAYS_MESSAGE)
          : hotelText(i18n, outcome.message);
      toast.warn(message);
      if (outcome.field) reportProblem(message, outcome.field);
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
            toast.error(hotelText(i18n, messages.rented));
            return;
          }
          toast.success(hotelText(i18n, booked ? messages.hallUpdateSubmitted : messages.success));
          void navigate(BACK);
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <Page title={t`Edit reservation`}>
      <div className="-mt-4 mb-6 text-stone-600">
        <p className="font-semibold break-words text-stone-900">{hotelName || t`Hotel`}</p>
        <p>
          <Trans>
            Room {roomAddress} · {checkIn} → {checkOut}
          </Trans>
        </p>
      </div>
      {!editable ? (
        <p role="note" className="rounded-xl bg-stone-100 p-4 text-sm text-stone-700">
          <Trans>This reservation is {status}; it can no longer be changed.</Trans>
        </p>
      ) : (
        <FormProblemScope scope={scope}>
          <form ref={formElement} onSubmit={submit} noValidate className="space-y-6">
            {booked && (
              <p role="note" className="rounded-xl bg-sand-100 p-4 text-sm text-stone-800">
                <Trans>
                  This stay is booked: your changes go to the hotel as a request, and apply once the
                  owner accepts them.
                </Trans>
              </p>
            )}
            <section className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <label
                    htmlFor="room-type"
                    className="mb-1 block text-sm font-medium text-stone-700"
                  >
                    <Trans>Room type</Trans>
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
                        {roomTypeLabelIn(i18n, room.type)}
                      </option>
                    ))}
                  </select>
                </div>
                <SelectField
                  label={t`Room address`}
                  name="room_address"
                  placeholder={t`Choose…`}
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
                  <ChosenDays pick={edit} />
                  <GuestCounts
                    names={['max_adults', 'max_kids']}
                    minAdults={MIN_ADULTS}
                    adults={edit.max_adults}
                    kids={edit.max_kids}
                    onAdults={(value) => set('max_adults', value)}
                    onKids={(value) => set('max_kids', value)}
                  />
                  {chosenRoom && (
                    <RoomLimits
                      type={roomTypeLabelIn(i18n, chosenRoom.type)}
                      adults={chosenRoom.max_adults}
                      kids={chosenRoom.max_kids}
                    />
                  )}
                </div>
              </div>
            </section>
            <CancelOrSubmit back={BACK} pending={save.isPending}>
              {booked ? t`Request the change` : t`Save changes`}
            </CancelOrSubmit>
          </form>
        </FormProblemScope>
      )}
    </Page>
  );
}

const loadError = (i18n: I18n, error: unknown) =>
  isMissing(error) || (error instanceof ApiError && error.status === 403)
    ? hotelText(i18n, error.message, error.code)
    : apiErrorMessage(error, i18n);

function RoomLimits({ type, adults, kids }: { type: string; adults: number; kids: number }) {
  return (
    <p className="text-xs text-stone-600">
      <Trans>
        {type} takes up to {adults} adults and {kids} kids.
      </Trans>
    </p>
  );
}

function Problem({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <PageProblem
      title={t`Edit reservation`}
      text={text}
      back={BACK}
      backLabel={<Trans>Back to my account</Trans>}
    />
  );
}
