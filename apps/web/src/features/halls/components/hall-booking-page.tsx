import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DISTRICTS,
  HALL_EVENT_PASSED_MESSAGE,
  hallBookingProblem,
  isPastDay,
  marketDay,
  messages,
  NO_CAKE,
  type HallDetail,
  type User,
} from '@rentals/shared';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { useFormat } from '../../../shared/i18n/format';
import { messageText } from '../../../shared/i18n/message-text';
import { useUser } from '../../../shared/session/user';
import { SelectField, TextField } from '../../../shared/ui/field';
import { Page } from '../../../shared/ui/page';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useHall } from '../api/hall-detail';
import { useMonthOfHall } from '../api/month-events';
import { useRentHall } from '../api/rent-hall';
import { AdminDayPanel } from './admin-day-panel';
import { choiceOf, emptyBookingForm, eventInfoOf, type BookingForm } from './booking-form';
import { CakePictureField } from './cake-picture-field';
import { DayEvents } from './day-events';
import { EventFields } from './event-fields';
import { GuestFinder, useGuest } from './guest-finder';
import { hallErrorMessage } from './hall-errors';
import { hallText } from './hall-text';
import { dayOfSearch, hallPath, hallReportPath } from './hall-paths';
import { HallNameLink } from './hall-name-link';
import { PriceEstimate } from './price-estimate';
import { useDebounced } from './use-debounced';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { CancelOrSubmit } from '../../../shared/forms/cancel-or-submit';
import { PageProblem } from '../../../shared/ui/page-problem';

const TITLE = msg`Book the hall`;

/**
 * /home/renting-hall/{id}?year&month&day[&admin=1]: the booking form for one day (spec 2
 * sections 2, 5 and 9). In owner mode (&admin=1, the hall's owner) the hall is booked for a
 * guest found by e-mail, booked at once, and the day's admin events can be added or removed.
 */
export function HallBookingPage() {
  const { i18n } = useLingui();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { user } = useUser();
  const hall = useHall(id, user._id);
  const date = dayOfSearch(search);

  if (hall.isPending) return <PageSpinner />;
  if (!hall.data) {
    const missing = hall.error === null;
    return (
      <PageProblem
        title={i18n._(TITLE)}
        text={missing ? messageText(i18n, messages.cantFindProperty) : apiErrorMessage(hall.error)}
        back="/"
        backLabel={<Trans>Back to home</Trans>}
      />
    );
  }
  const ownerMode = search.get('admin') === '1' && hall.data.owner === user._id;
  return (
    <BookingScreen
      key={`${hall.data._id}-${date}`}
      hall={hall.data}
      user={user}
      date={date}
      ownerMode={ownerMode}
    />
  );
}

type BookingScreenProps = {
  hall: HallDetail;
  user: User;
  date: string | null;
  ownerMode: boolean;
};

function BookingScreen({ hall, user, date, ownerMode }: BookingScreenProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const [form, setForm] = useState<BookingForm>(() => emptyBookingForm(user));
  const [cakePicture, setCakePicture] = useState<File | null>(null);
  const [guestEmail, setGuestEmail] = useState('');
  const lookup = useDebounced(guestEmail, 400);
  const guest = useGuest(lookup === guestEmail ? lookup : '');
  const rent = useRentHall();
  const month = useMonthOfHall(hall._id, (date ?? marketDay()).slice(0, 7));
  const past = date !== null && isPastDay(date, marketDay());

  const setField = (key: keyof BookingForm, value: string) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rent.isPending) return;
    if (!date) {
      toast.warn(messageText(i18n, messages.selectDate));
      return;
    }
    if (past) {
      toast.warn(hallText(i18n, HALL_EVENT_PASSED_MESSAGE));
      return;
    }
    const problem = hallBookingProblem(hall, { ...form, date });
    if (problem) {
      const said = hallText(i18n, problem);
      toast.warn(said);
      // An empty field, or attendees the hall cannot take: the field says it and has the focus.
      reportProblem(said, problem === messages.fillEmptyFields ? undefined : 'num_attendees');
      return;
    }
    if (ownerMode && !guest) {
      toast.warn(messageText(i18n, messages.noUser));
      return;
    }
    if (!ownerMode && user._id === hall.owner) {
      toast.warn(messageText(i18n, messages.cannotRentOwn));
      return;
    }
    rent.mutate(
      {
        hallId: hall._id,
        ownerId: hall.owner,
        multiRentalAllowed: hall.multiRentalAllowed,
        userId: ownerMode && guest ? guest._id : user._id,
        from: user._id,
        contact: form.contact.trim(),
        district: form.district,
        eventInfo: eventInfoOf(form, date),
        cakePicture: form.cake === NO_CAKE ? null : cakePicture,
      },
      {
        onSuccess: (answer) => {
          if (answer === 'already-booked') {
            toast.warn(messageText(i18n, messages.anotherEventOnTime));
            return;
          }
          if (ownerMode) {
            toast.success(messageText(i18n, messages.successCapital));
            void navigate(hallReportPath(hall._id));
            return;
          }
          // Pending until the owner answers: the spec's client said 'rented' here, which it is not.
          void navigate('/thankyou/waiting');
        },
        onError: (err) => toast.warn(hallErrorMessage(err)),
      },
    );
  };

  return (
    <Page title={ownerMode ? t`Book the hall for a guest` : i18n._(TITLE)}>
      <div className="-mt-3 mb-6">
        <HallNameLink hall={hall} />
        <p className="text-sm text-stone-600">
          {date ? format.day(date) : t`No day chosen`} · {hall.location.district},{' '}
          {hall.location.region}
        </p>
        {past && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {hallText(i18n, HALL_EVENT_PASSED_MESSAGE)}
          </p>
        )}
      </div>
      <div className="space-y-6">
        {date && <DayEvents date={date} events={month.events} adminEvents={month.adminEvents} />}
        <FormProblemScope scope={scope}>
          <form ref={formElement} onSubmit={submit} noValidate className="space-y-6">
            <section className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
              {ownerMode && (
                <GuestFinder email={guestEmail} lookup={lookup} onEmailChange={setGuestEmail} />
              )}
              <EventFields hall={hall} values={form} onChange={setField} />
              {form.cake !== NO_CAKE && (
                <CakePictureField picture={cakePicture} onChange={setCakePicture} />
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t`Contact`}
                  name="contact"
                  type="tel"
                  autoComplete="tel"
                  maxLength={60}
                  value={form.contact}
                  onChange={(event) => setField('contact', event.target.value)}
                />
                <SelectField
                  label={t`District`}
                  name="district"
                  options={DISTRICTS}
                  value={form.district}
                  onChange={(event) => setField('district', event.target.value)}
                />
              </div>
            </section>
            {date && <PriceEstimate hall={hall} choice={choiceOf(form, date)} />}
            <CancelOrSubmit back={hallPath(hall._id)} pending={rent.isPending}>
              {ownerMode ? <Trans>Book for the guest</Trans> : <Trans>Book</Trans>}
            </CancelOrSubmit>
          </form>
        </FormProblemScope>
        {ownerMode && <AdminDayPanel hall={hall} date={date} adminEvents={month.adminEvents} />}
      </div>
    </Page>
  );
}
