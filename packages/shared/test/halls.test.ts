import { describe, expect, it } from 'vitest';
import {
  adminEventProblem,
  applyHallEventChanges,
  canBookAdminEvent,
  canBookHallEvent,
  canCancelHallEvent,
  dayMinimumOn,
  HALL_DAY_REPEATED_MESSAGE,
  HALL_TOO_MANY_DAYS_MESSAGE,
  hallBookingProblem,
  hallDayState,
  hallEditProblem,
  hallEventChanges,
  hallEventEditProblem,
  hallFormProblem,
  timesOverlap,
  type HallEventInfo,
} from '../src/halls';
import { messages } from '../src/messages';
import { addHallFields, updatedValuesSchema } from '../src/schemas/halls';

// 2026-03-06 is a Friday, 2026-03-07 a Saturday.
const FRIDAY = '2026-03-06';
const SATURDAY = '2026-03-07';

const hall = {
  capacity_seated: 100,
  capacity_banquet: 80,
  min_attendees_required: 20,
  day_min_attendees: [{ day: 'Friday', min_attendees: 50 }],
};
const choice = (over: object = {}) => ({
  date: SATURDAY,
  starting_time: '16:00',
  ending_time: '20:00',
  num_attendees: 60,
  food: 'no-food',
  ...over,
});

describe('hall booking rules (spec 2 section 5)', () => {
  it('asks for attendees, start and end time first, with the Somali warning', () => {
    expect(hallBookingProblem(hall, choice({ num_attendees: '' }))).toBe(messages.fillEmptyFields);
    expect(hallBookingProblem(hall, choice({ starting_time: '' }))).toBe(messages.fillEmptyFields);
    expect(hallBookingProblem(hall, choice({ ending_time: null }))).toBe(messages.fillEmptyFields);
    // empty fields win over a capacity problem
    expect(hallBookingProblem(hall, choice({ num_attendees: 500, ending_time: '' }))).toBe(
      messages.fillEmptyFields,
    );
  });

  it('without food caps attendees at capacity_seated, with food at capacity_banquet', () => {
    expect(hallBookingProblem(hall, choice({ num_attendees: 100 }))).toBeNull();
    expect(hallBookingProblem(hall, choice({ num_attendees: 101 }))).toBe(
      "The hall can't take more than 100",
    );
    expect(hallBookingProblem(hall, choice({ food: '', num_attendees: 101 }))).toBe(
      "The hall can't take more than 100",
    );
    expect(hallBookingProblem(hall, choice({ food: 'Bariis', num_attendees: 80 }))).toBeNull();
    expect(hallBookingProblem(hall, choice({ food: 'Bariis', num_attendees: 81 }))).toBe(
      "The hall can't take more than 80",
    );
  });

  it('needs min_attendees_required, then the weekday minimum', () => {
    expect(hallBookingProblem(hall, choice({ num_attendees: 19 }))).toBe(
      "The hall can't take less than 20",
    );
    expect(hallBookingProblem(hall, choice({ num_attendees: 20 }))).toBeNull();
    expect(hallBookingProblem(hall, choice({ date: FRIDAY, num_attendees: 49 }))).toBe(
      "The hall can't take less than 50",
    );
    expect(hallBookingProblem(hall, choice({ date: FRIDAY, num_attendees: 50 }))).toBeNull();
  });

  it('matches weekday minimums by English or Somali name', () => {
    expect(dayMinimumOn({ day_min_attendees: [{ day: 'Jimce', min_attendees: 70 }] }, FRIDAY)).toBe(
      70,
    );
    expect(
      dayMinimumOn({ day_min_attendees: [{ day: 'saturday', min_attendees: 30 }] }, FRIDAY),
    ).toBeNull();
  });
});

describe('admin event rules', () => {
  it('asks for the date, then the times', () => {
    expect(adminEventProblem({ date: '', starting_time: '', ending_time: '' })).toBe(
      'Please select the date',
    );
    expect(adminEventProblem({ date: SATURDAY, starting_time: '10:00' })).toBe(
      'Please select time',
    );
    expect(
      adminEventProblem({ date: SATURDAY, starting_time: '10:00', ending_time: '12:00' }),
    ).toBeNull();
  });
});

describe('lifecycle rules (spec 2 section 4)', () => {
  it('books from declined, cancelled, terminated or pending only', () => {
    expect(['declined', 'cancelled', 'terminated', 'pending'].every(canBookHallEvent)).toBe(true);
    expect(canBookHallEvent('booked')).toBe(false);
    expect(canBookHallEvent('completed')).toBe(false);
  });
  it('cancels only pending or booked events', () => {
    expect(canCancelHallEvent('pending')).toBe(true);
    expect(canCancelHallEvent('booked')).toBe(true);
    expect(canCancelHallEvent('declined')).toBe(false);
  });
  it('ignores booking an admin event that is booked or completed', () => {
    expect(canBookAdminEvent('booked')).toBe(false);
    expect(canBookAdminEvent('completed')).toBe(false);
    expect(canBookAdminEvent('cancelled')).toBe(true);
  });
});

describe('calendar day states', () => {
  const single = { multiRentalAllowed: false, max_rent_per_day: 1 };
  const multi = { multiRentalAllowed: true, max_rent_per_day: 2 };
  const today = '2026-03-05';
  const ev = (status: string, date = SATURDAY) => ({ date, status });

  it('is expired before today, whatever is booked', () => {
    expect(hallDayState([], [], single, '2026-03-04', today)).toBe('expired');
    expect(hallDayState([], [], single, today, today)).toBe('available');
  });

  it('is booked by a booked event or an admin event of a hall that is not multi-rental', () => {
    expect(hallDayState([ev('booked')], [], single, SATURDAY, today)).toBe('booked');
    expect(hallDayState([ev('pending'), ev('booked')], [], single, SATURDAY, today)).toBe('booked');
    expect(hallDayState([], [ev('booked')], single, SATURDAY, today)).toBe('booked');
    expect(
      hallDayState([ev('declined'), ev('cancelled')], [ev('cancelled')], single, SATURDAY, today),
    ).toBe('available');
    expect(hallDayState([ev('booked', FRIDAY)], [], single, SATURDAY, today)).toBe('available');
  });

  it('is requested, and held, while its only event waits for the owner', () => {
    expect(hallDayState([ev('pending')], [], single, SATURDAY, today)).toBe('requested');
    expect(hallDayState([ev('pending')], [ev('booked')], single, SATURDAY, today)).toBe('booked');
  });

  it('is partial, then closed at max_rent_per_day, for a multi-rental hall', () => {
    expect(hallDayState([], [], multi, SATURDAY, today)).toBe('available');
    expect(hallDayState([ev('booked')], [], multi, SATURDAY, today)).toBe('partial');
    expect(hallDayState([], [ev('booked')], multi, SATURDAY, today)).toBe('partial');
    expect(hallDayState([ev('booked'), ev('pending')], [], multi, SATURDAY, today)).toBe('closed');
  });
});

describe('times', () => {
  it('overlap when they share a minute; touching ends do not; evenings run past midnight', () => {
    const t = (starting_time: string, ending_time: string) => ({ starting_time, ending_time });
    expect(timesOverlap(t('10:00', '12:00'), t('11:00', '13:00'))).toBe(true);
    expect(timesOverlap(t('10:00', '12:00'), t('12:00', '13:00'))).toBe(false);
    expect(timesOverlap(t('20:00', '01:00'), t('23:00', '23:30'))).toBe(true);
  });
});

const facilities = {
  HVAC: ['Air conditioning', 'Ceiling fan'],
  Services: ['Backup generator', 'Water tank'],
  'Home safety': ['Security guard', 'Perimeter wall'],
};
const form = (over: Record<string, unknown> = {}) => ({
  owner: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  name: 'Hoolka Jasiira',
  capacity_banquet: 300,
  capacity_seated: 400,
  min_attendees_required: 50,
  day_min_attendees: [{ day: 'Friday', min_attendees: 100 }],
  deposit: 200,
  hourly_rate: 80,
  multiRentalAllowed: false,
  max_rent_per_day: 1,
  location: { region: 'Benaadir', district: 'Hodan' },
  description: 'Hool weyn oo aroosyada loogu talagalay.',
  food: [{ package: 'Bariis, hilib', price: 12, daysBasedPrice: [{ day: 'Friday', price: 15 }] }],
  cake: [{ name: 'Keeg weyn', price: 90 }],
  facilities,
  ...over,
});

describe('hall form (new) rules', () => {
  it('accepts a complete form, and its schema parses it', () => {
    expect(hallFormProblem(form(), 3)).toBeNull();
    expect(addHallFields.safeParse(form()).success).toBe(true);
  });

  it('asks for every required field', () => {
    for (const key of [
      'name',
      'capacity_banquet',
      'capacity_seated',
      'min_attendees_required',
      'description',
      'deposit',
      'hourly_rate',
    ])
      expect(hallFormProblem(form({ [key]: '' }), 3), key).toBe(messages.fillEmptyFields);
    expect(hallFormProblem(form({ location: { region: 'Benaadir' } }), 3)).toBe(
      messages.fillEmptyFields,
    );
  });

  it('needs non-empty food, cake and day-minimum lists', () => {
    expect(hallFormProblem(form({ food: [] }), 3)).toBe(messages.dataIncomplete);
    expect(hallFormProblem(form({ cake: [] }), 3)).toBe(messages.dataIncomplete);
    expect(hallFormProblem(form({ day_min_attendees: [] }), 3)).toBe(messages.dataIncomplete);
  });

  it('keeps capacities and minimum attendees at 10 or more', () => {
    expect(hallFormProblem(form({ capacity_seated: 9 }), 3)).toBe(
      "The hall can't take less than 10",
    );
    expect(hallFormProblem(form({ min_attendees_required: 10 }), 3)).toBeNull();
  });

  it('refuses package and cake names under 3 characters', () => {
    expect(
      hallFormProblem(form({ food: [{ package: 'Ba', price: 5, daysBasedPrice: [] }] }), 3),
    ).toBe('Magaca < 3 xaraf');
    expect(hallFormProblem(form({ cake: [{ name: 'Ke', price: 5 }] }), 3)).toBe('Magaca < 3 xaraf');
  });

  it('needs a chosen day in each day-price block, no repeats, at most 8', () => {
    const withDays = (days: { day: string; price: number }[]) =>
      form({ food: [{ package: 'Bariis, hilib', price: 12, daysBasedPrice: days }] });
    expect(hallFormProblem(withDays([{ day: '', price: 10 }]), 3)).toBe(messages.fillEmptyFields);
    expect(
      hallFormProblem(
        withDays([
          { day: 'Friday', price: 10 },
          { day: 'Jimce', price: 11 },
        ]),
        3,
      ),
    ).toBe(HALL_DAY_REPEATED_MESSAGE);
    const nine = Array.from({ length: 9 }, (_, i) => ({ day: 'Friday', price: i }));
    expect(hallFormProblem(withDays(nine), 3)).toBe(HALL_TOO_MANY_DAYS_MESSAGE);
  });

  it('takes 1 to 15 pictures and 6 facilities', () => {
    expect(hallFormProblem(form(), 0)).toBe(messages.noPictures);
    expect(hallFormProblem(form(), 15)).toBeNull();
    expect(hallFormProblem(form(), 16)).toBe(messages.only15Images);
    expect(hallFormProblem(form({ facilities: { HVAC: ['Air conditioning'] } }), 3)).toBe(
      messages.facilitiesLessThan6,
    );
  });

  it('needs at least one event a day on a multi-rental hall', () => {
    expect(hallFormProblem(form({ multiRentalAllowed: 'true', max_rent_per_day: 0 }), 3)).toBe(
      messages.fillEmptyFields,
    );
    expect(
      hallFormProblem(form({ multiRentalAllowed: 'true', max_rent_per_day: 3 }), 3),
    ).toBeNull();
  });
});

describe('hall edit rules', () => {
  it('checks only what is sent', () => {
    expect(hallEditProblem({ deposit: 0 })).toBeNull();
    expect(hallEditProblem({ deposit: -1 })).toBe(messages.fillEmptyFields);
    expect(hallEditProblem({ capacity_banquet: 9 })).toBe("The hall can't take less than 10");
    expect(hallEditProblem({ food: [] })).toBe(messages.dataIncomplete);
    expect(hallEditProblem({}, 16)).toBe('Only 15 images are allowed');
    expect(hallEditProblem({ multiRentalAllowed: true })).toBeNull();
    expect(hallEditProblem({ multiRentalAllowed: true, max_rent_per_day: 0 })).toBe(
      messages.fillEmptyFields,
    );
  });
});

describe('hall event edit', () => {
  const info: HallEventInfo = {
    type: 'Meher',
    date: SATURDAY,
    starting_time: '16:00',
    ending_time: '20:00',
    num_attendees: 60,
    food: 'no-food',
    cake_info: { name: 'Keeg weyn', engravement_name: 'Amina', picture: null },
  };
  const formOf = (over: object = {}) => ({
    type: 'Meher',
    date: SATURDAY,
    starting_time: '16:00',
    ending_time: '20:00',
    num_attendees: 60,
    food: 'no-food',
    cake: 'Keeg weyn',
    engravement_name: 'Amina',
    ...over,
  });

  it('sends nothing when nothing changed', () => {
    expect(hallEventChanges(info, formOf())).toEqual([]);
    expect(hallEventChanges(info, formOf({ num_attendees: '60' }))).toEqual([]);
  });

  it('lists the changed fields; no-cake discards the engraved name', () => {
    expect(hallEventChanges(info, formOf({ num_attendees: 70, type: 'Xaflad' }))).toEqual([
      { name: 'type', value: 'Xaflad' },
      { name: 'num_attendees', value: 70 },
    ]);
    const changes = hallEventChanges(info, formOf({ cake: 'no-cake' }));
    expect(changes).toEqual([
      { name: 'cake', value: 'no-cake' },
      { name: 'engravement_name', value: '' },
    ]);
    expect(applyHallEventChanges(info, changes).cake_info).toEqual({
      name: 'no-cake',
      engravement_name: '',
      picture: null,
    });
  });

  it("holds an edit to the booking's bounds: minimums, capacity and the hall offer", () => {
    const rules = { ...hall, food: [{ package: 'Bariis' }], cake: [{ name: 'Keeg weyn' }] };
    expect(hallEventEditProblem(rules, { ...info, num_attendees: 20 })).toBeNull();
    expect(hallEventEditProblem(rules, { ...info, num_attendees: 0 })).toBe(
      "The hall can't take less than 20",
    );
    expect(hallEventEditProblem(rules, { ...info, date: FRIDAY, num_attendees: 49 })).toBe(
      "The hall can't take less than 50",
    );
    expect(hallEventEditProblem(rules, { ...info, num_attendees: -1 })).toBe(
      messages.fillEmptyFields,
    );
    expect(hallEventEditProblem(rules, { ...info, num_attendees: 101 })).toBe(
      "The hall can't take more than 100",
    );
    expect(hallEventEditProblem(rules, { ...info, food: 'Pizza' })).toBe(messages.dataIncomplete);
  });

  it('takes updatedValues as {name, value} pairs or as an object', () => {
    expect(updatedValuesSchema.parse({ num_attendees: '70' })).toEqual([
      { name: 'num_attendees', value: 70 },
    ]);
    expect(updatedValuesSchema.safeParse([{ name: 'date', value: '2026-02-30' }]).success).toBe(
      false,
    );
    expect(updatedValuesSchema.safeParse([]).success).toBe(false);
    expect(updatedValuesSchema.safeParse([{ name: 'owner', value: 'x' }]).success).toBe(false);
  });
});
