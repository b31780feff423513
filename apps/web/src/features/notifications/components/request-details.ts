import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  NO_CAKE,
  NO_FOOD,
  type HallEventChange,
  type HallEventInfo,
  type HotelReservationChanges,
  type NotificationWrapper,
} from '@rentals/shared';
import { formatDay } from '../../../shared/i18n/format';
import { eventTypeIn } from '../../../shared/i18n/labels';

/** How a changed field reads on a card: its label and its value as a person writes it. */
const LABELS: Record<string, MessageDescriptor> = {
  type: msg`event`,
  date: msg`day`,
  starting_time: msg`start`,
  ending_time: msg`end`,
  num_attendees: msg`attendees`,
  food: msg`food`,
  cake: msg`cake`,
  engravement_name: msg`engraved name`,
  room_type: msg`room type`,
  room_address: msg`room`,
  check_in: msg`check-in`,
  check_out: msg`check-out`,
  max_adults: msg`adults`,
  max_kids: msg`kids`,
};
const DAY_FIELDS = new Set(['date', 'check_in', 'check_out']);

function valueText(i18n: I18n, name: string, value: unknown): string {
  const text = String(value);
  if (DAY_FIELDS.has(name)) return formatDay(i18n, text);
  if (text === NO_FOOD) return i18n._(msg`no food`);
  if (text === NO_CAKE) return i18n._(msg`no cake`);
  if (name === 'type') return eventTypeIn(i18n, text);
  return text || i18n._(msg`(none)`);
}

function changeLine(i18n: I18n, changes: [string, unknown][]): string | null {
  if (changes.length === 0) return null;
  const list = changes
    .map(([name, field]) => {
      const label = LABELS[name] ? i18n._(LABELS[name]) : name;
      const value = valueText(i18n, name, field);
      return i18n._(msg`${label} to ${value}`);
    })
    .join(', ');
  return i18n._(msg`Asks to change: ${list}`);
}

function hallLines(i18n: I18n, property: Record<string, unknown>): string[] {
  const info = property.event_info as HallEventInfo | undefined;
  const lines: string[] = [];
  if (info) {
    const event = eventTypeIn(i18n, info.type);
    const day = formatDay(i18n, info.date);
    const start = info.starting_time;
    const end = info.ending_time;
    const attendees = info.num_attendees;
    const food = valueText(i18n, 'food', info.food);
    const cake = valueText(i18n, 'cake', info.cake_info.name);
    lines.push(
      i18n._(msg`${event} on ${day}, ${start}–${end}, ${attendees} attendees, ${food}, ${cake}`),
    );
  }
  const changes = (property.updated_values as HallEventChange[] | undefined) ?? [];
  const change = changeLine(
    i18n,
    changes.map((c) => [c.name, c.value]),
  );
  if (change) lines.push(change);
  return lines;
}

function hotelLines(i18n: I18n, property: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const { check_in: checkIn, check_out: checkOut, room_address: roomAddress } = property;
  if (typeof checkIn === 'string' && typeof checkOut === 'string') {
    const room = String(roomAddress ?? '');
    const from = formatDay(i18n, checkIn);
    const to = formatDay(i18n, checkOut);
    lines.push(i18n._(msg`Room ${room}, ${from} to ${to}`));
  }
  const changes = (property.updated_values as HotelReservationChanges | null | undefined) ?? {};
  const change = changeLine(i18n, Object.entries(changes));
  if (change) lines.push(change);
  return lines;
}

/**
 * What an owner needs to see before answering a hall or hotel request: the booking it is about
 * and, for an update request, what would change. Empty for other cards.
 */
export function requestDetails(i18n: I18n, wrapper: NotificationWrapper): string[] {
  const { property } = wrapper;
  if (property?.kind === 'Hall') return hallLines(i18n, property);
  if (property?.kind === 'Hotel') return hotelLines(i18n, property);
  return [];
}
