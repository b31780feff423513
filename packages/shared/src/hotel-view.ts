import type { RoomType } from './limits';

/**
 * How each of the eight room types reads on screen (the web's cards, forms and lists); the
 * stored value stays the spec's ('doubleRoom(separate)').
 */
export const ROOM_TYPE_LABELS: Readonly<Record<RoomType, string>> = {
  standardRoom: 'Standard room',
  doubleRoom: 'Double room',
  'doubleRoom(separate)': 'Double room (separate beds)',
  singleRoom: 'Single room',
  masterRoom: 'Master room',
  suiteRoom: 'Suite',
  familyRoom: 'Family room',
  presidentialRoom: 'Presidential suite',
};

/** The label of a room type; an unknown value shows as it is. */
export const roomTypeLabel = (type: string): string =>
  (ROOM_TYPE_LABELS as Record<string, string>)[type] ?? type;
