import { SLOT_FIELDS, SLOT_HOURS, roomProblem, type CheckinWindow, type Room, type RoomInput, type SlotHours } from '@backoffice/contracts';

/** One room in the room editor. Rates in dollars (the API takes cents); a blank number is null. */
export interface RoomForm {
  name: string;
  bedrooms: number | null;
  kingBeds: number | null;
  queenBeds: number | null;
  doubleBeds: number | null;
  singleBeds: number | null;
  availableRooms: number | null;
  overnightRate: number | null;
  floorRate: number | null;
  openingHoursStart: string;
  openingHoursEnd: string;
  setOpeningHours: boolean;
  /** The chosen slots, '3', '6', '12'. */
  slots: string[];
  windows3: CheckinWindow[];
  windows6: CheckinWindow[];
  windows12: CheckinWindow[];
}

export const SLOT_OPTIONS = SLOT_HOURS.map((h) => ({ value: String(h), label: `${h}h` }));
export const windowsField = (h: SlotHours) => `windows${h}` as const;

/** Dollars to cents (rounded to the cent); null stays null. */
export const toCents = (dollars: number | null): number | null => (dollars === null ? null : Math.round(dollars * 100));
/** Cents to dollars. */
export const toDollars = (cents: number): number => cents / 100;

export const NEW_ROOM: RoomForm = {
  name: '',
  bedrooms: 0,
  kingBeds: 0,
  queenBeds: 0,
  doubleBeds: 0,
  singleBeds: 0,
  availableRooms: null,
  overnightRate: null,
  floorRate: 0,
  openingHoursStart: '',
  openingHoursEnd: '',
  setOpeningHours: false,
  slots: [],
  windows3: [],
  windows6: [],
  windows12: [],
};

/** The editor's values of a stored room. */
export function roomFormOf(room: Room): RoomForm {
  return {
    name: room.name,
    bedrooms: room.bedrooms,
    kingBeds: room.kingBeds,
    queenBeds: room.queenBeds,
    doubleBeds: room.doubleBeds,
    singleBeds: room.singleBeds,
    availableRooms: room.availableRooms,
    overnightRate: toDollars(room.overnightRate),
    floorRate: toDollars(room.floorRate),
    openingHoursStart: room.openingHours.openingHoursStart,
    openingHoursEnd: room.openingHours.openingHoursEnd,
    setOpeningHours: room.setOpeningHours,
    slots: SLOT_HOURS.filter((h) => room[SLOT_FIELDS[h].flag]).map(String),
    windows3: room.setOpeningHoursThree,
    windows6: room.setOpeningHoursSix,
    windows12: room.setOpeningHoursTwelve,
  };
}

/** What the room editor sends: counts as numbers (blank as 0), rates in cents, only the chosen slots' windows. */
export function roomInputOf(form: RoomForm): RoomInput {
  const chosen = (h: SlotHours) => form.slots.includes(String(h));
  return {
    name: form.name.trim(),
    bedrooms: form.bedrooms ?? 0,
    kingBeds: form.kingBeds ?? 0,
    queenBeds: form.queenBeds ?? 0,
    doubleBeds: form.doubleBeds ?? 0,
    singleBeds: form.singleBeds ?? 0,
    availableRooms: form.availableRooms,
    overnightRate: toCents(form.overnightRate),
    floorRate: toCents(form.floorRate) ?? 0,
    openingHours: { openingHoursStart: form.openingHoursStart, openingHoursEnd: form.openingHoursEnd },
    setOpeningHours: form.setOpeningHours,
    isSetOpeningHoursThree: chosen(3),
    isSetOpeningHoursSix: chosen(6),
    isSetOpeningHoursTwelve: chosen(12),
    setOpeningHoursThree: chosen(3) ? form.windows3 : [],
    setOpeningHoursSix: chosen(6) ? form.windows6 : [],
    setOpeningHoursTwelve: chosen(12) ? form.windows12 : [],
  };
}

/** The first broken room rule of the editor's values (the API checks the same, in the same order), or null. */
export const roomFormProblem = (form: RoomForm, isNew: boolean) => roomProblem(roomInputOf(form), isNew);
