import {
  DEFAULT_DISTRICT,
  DEFAULT_REGION,
  HALL_MIN_INPUT,
  messages,
  type FacilitySelection,
  type Hall,
} from '@rentals/shared';

export type DayPriceRow = { day: string; price: string };
export type FoodRow = { package: string; price: string; daysBasedPrice: DayPriceRow[] };
export type CakeRow = { name: string; price: string };
export type DayMinimumRow = { day: string; min_attendees: string };

/** What the hall forms hold: numbers stay text while typed, lists are rows. */
export type HallFormValues = {
  name: string;
  region: string;
  district: string;
  capacity_banquet: string;
  capacity_seated: string;
  min_attendees_required: string;
  day_min_attendees: DayMinimumRow[];
  multiRentalAllowed: boolean;
  max_rent_per_day: string;
  deposit: string;
  hourly_rate: string;
  description: string;
  food: FoodRow[];
  cake: CakeRow[];
  facilities: FacilitySelection;
};

export const EMPTY_FOOD: FoodRow = { package: '', price: '', daysBasedPrice: [] };
export const EMPTY_CAKE: CakeRow = { name: '', price: '' };
export const EMPTY_DAY_MINIMUM: DayMinimumRow = { day: '', min_attendees: '' };
export const EMPTY_DAY_PRICE: DayPriceRow = { day: '', price: '' };

export const EMPTY_HALL_FORM: HallFormValues = {
  name: '',
  region: DEFAULT_REGION,
  district: DEFAULT_DISTRICT,
  capacity_banquet: '',
  capacity_seated: '',
  min_attendees_required: '',
  day_min_attendees: [EMPTY_DAY_MINIMUM],
  multiRentalAllowed: false,
  max_rent_per_day: '',
  deposit: '',
  hourly_rate: '',
  description: '',
  food: [EMPTY_FOOD],
  cake: [EMPTY_CAKE],
  facilities: {},
};

const text = (n: number) => String(n);

/** The edit form's starting values from a stored hall. */
export const hallFormOf = (hall: Hall): HallFormValues => ({
  name: hall.name,
  region: hall.location.region,
  district: hall.location.district,
  capacity_banquet: text(hall.capacity_banquet),
  capacity_seated: text(hall.capacity_seated),
  min_attendees_required: text(hall.min_attendees_required),
  day_min_attendees: hall.day_min_attendees.map((d) => ({
    day: d.day,
    min_attendees: text(d.min_attendees),
  })),
  multiRentalAllowed: hall.multiRentalAllowed,
  max_rent_per_day: hall.multiRentalAllowed ? text(hall.max_rent_per_day) : '',
  deposit: text(hall.deposit),
  hourly_rate: text(hall.hourly_rate),
  description: hall.description,
  food: hall.food.map((f) => ({
    package: f.package,
    price: text(f.price),
    daysBasedPrice: f.daysBasedPrice.map((d) => ({ day: d.day, price: text(d.price) })),
  })),
  cake: hall.cake.map((c) => ({ name: c.name, price: text(c.price) })),
  facilities: hall.facilities,
});

/** A typed number, or '' while the field is empty (the rules then say what is missing). */
const num = (value: string): number | '' => (value.trim() === '' ? '' : Number(value));

/** The lists as the calls and the shared rules read them. */
export const listsOf = (form: HallFormValues) => ({
  day_min_attendees: form.day_min_attendees.map((d) => ({
    day: d.day,
    min_attendees: num(d.min_attendees),
  })),
  food: form.food.map((f) => ({
    package: f.package.trim(),
    price: num(f.price),
    daysBasedPrice: f.daysBasedPrice.map((d) => ({ day: d.day, price: num(d.price) })),
  })),
  cake: form.cake.map((c) => ({ name: c.name.trim(), price: num(c.price) })),
});

/** Every field as POST /hallProperty/add and hallFormProblem take them (owner and folder aside). */
export const hallValuesOf = (form: HallFormValues) => ({
  name: form.name.trim(),
  location: { region: form.region, district: form.district },
  capacity_banquet: num(form.capacity_banquet),
  capacity_seated: num(form.capacity_seated),
  min_attendees_required: num(form.min_attendees_required),
  multiRentalAllowed: form.multiRentalAllowed,
  max_rent_per_day: form.multiRentalAllowed ? num(form.max_rent_per_day) : 1,
  deposit: num(form.deposit),
  hourly_rate: num(form.hourly_rate),
  description: form.description.trim(),
  facilities: form.facilities,
  ...listsOf(form),
});

// Rows are added only once the one before is filled (spec 2 section 5).
export const foodRowFilled = (row: FoodRow) => row.package.trim() !== '' && row.price !== '';
export const cakeRowFilled = (row: CakeRow) => row.name.trim() !== '' && row.price !== '';
export const dayMinimumFilled = (row: DayMinimumRow) => row.day !== '' && row.min_attendees !== '';
export const dayPriceFilled = (row: DayPriceRow) => row.day !== '' && row.price !== '';

/** Whether a list may take another row: empty, or its last row filled. */
export const canAddAfter = <T>(rows: readonly T[], filled: (row: T) => boolean) =>
  rows.length === 0 || filled(rows[rows.length - 1]!);

const COUNTS = ['capacity_banquet', 'capacity_seated', 'min_attendees_required'] as const;

/**
 * The hall's own field a refusal of the rules is about, in the page's order, so the form can
 * mark it; undefined when it is about a list's row, the pictures or the facilities (the
 * capacities and minimum also refuse a value below 10, which the list minimums share).
 */
export function hallProblemField(
  form: HallFormValues,
  problem: string,
): keyof HallFormValues | undefined {
  const empty = (key: keyof HallFormValues) => String(form[key]).trim() === '';
  if (problem === messages.fillEmptyFields) {
    const required: (keyof HallFormValues)[] = ['name', ...COUNTS, 'deposit', 'hourly_rate'];
    if (form.multiRentalAllowed) required.push('max_rent_per_day');
    required.push('description');
    return required.find(
      (key) => empty(key) || (key === 'max_rent_per_day' && Number(form[key]) < 1),
    );
  }
  if (problem === messages.hallMin(HALL_MIN_INPUT))
    return COUNTS.find((key) => Number(form[key]) < HALL_MIN_INPUT);
  return undefined;
}
