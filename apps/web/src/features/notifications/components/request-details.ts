import {
  formatDisplayDate,
  NO_CAKE,
  NO_FOOD,
  type HallEventChange,
  type HallEventInfo,
  type HotelReservationChanges,
  type NotificationWrapper,
} from '@rentals/shared';

/** How a changed field reads on a card: its label and its value as a person writes it. */
const LABELS: Record<string, string> = {
  type: 'event',
  date: 'day',
  starting_time: 'start',
  ending_time: 'end',
  num_attendees: 'attendees',
  food: 'food',
  cake: 'cake',
  engravement_name: 'engraved name',
  room_type: 'room type',
  room_address: 'room',
  check_in: 'check-in',
  check_out: 'check-out',
  max_adults: 'adults',
  max_kids: 'kids',
};
const DAY_FIELDS = new Set(['date', 'check_in', 'check_out']);

function valueText(name: string, value: unknown): string {
  const text = String(value);
  if (DAY_FIELDS.has(name)) return formatDisplayDate(text);
  if (text === NO_FOOD) return 'no food';
  if (text === NO_CAKE) return 'no cake';
  return text || '(none)';
}

const changeLine = (changes: [string, unknown][]) =>
  changes.length === 0
    ? null
    : `Asks to change: ${changes.map(([name, value]) => `${LABELS[name] ?? name} to ${valueText(name, value)}`).join(', ')}`;

function hallLines(property: Record<string, unknown>): string[] {
  const info = property.event_info as HallEventInfo | undefined;
  const lines: string[] = [];
  if (info)
    lines.push(
      `${info.type} on ${formatDisplayDate(info.date)}, ${info.starting_time}–${info.ending_time}, ${info.num_attendees} attendees, ${valueText('food', info.food)}, ${valueText('cake', info.cake_info.name)}`,
    );
  const changes = (property.updated_values as HallEventChange[] | undefined) ?? [];
  const change = changeLine(changes.map((c) => [c.name, c.value]));
  if (change) lines.push(change);
  return lines;
}

function hotelLines(property: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const { check_in: checkIn, check_out: checkOut, room_address: room } = property;
  if (typeof checkIn === 'string' && typeof checkOut === 'string')
    lines.push(
      `Room ${String(room ?? '')}, ${formatDisplayDate(checkIn)} to ${formatDisplayDate(checkOut)}`,
    );
  const changes = (property.updated_values as HotelReservationChanges | null | undefined) ?? {};
  const change = changeLine(Object.entries(changes));
  if (change) lines.push(change);
  return lines;
}

/**
 * What an owner needs to see before answering a hall or hotel request: the booking it is about
 * and, for an update request, what would change. Empty for other cards.
 */
export function requestDetails(wrapper: NotificationWrapper): string[] {
  const { property } = wrapper;
  if (property?.kind === 'Hall') return hallLines(property);
  if (property?.kind === 'Hotel') return hotelLines(property);
  return [];
}
