import {
  AMENITIES,
  HOTEL_TYPES,
  HotelsMessages,
  isBlankHtml,
  isValidCommissionRate,
  type AddContactBody,
  type AddManagerBody,
  type Amenity,
  type CreateHotelBody,
  type Employee,
  type Hotel,
  type HotelType,
} from '@backoffice/contracts';
import type { SearchOption } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import * as yup from 'yup';

/** A contact or manager block of the form: the person, or 'Same as Owner'. */
export interface PersonForm {
  sameAsOwner: boolean;
  firstName: string;
  lastName: string;
  title: string;
  mobile: string;
  email: string;
}

/**
 * The Add and Edit Hotel form (docs/areas/hotels.md, "Add flow", "Edit save"). Rates are percentages; the
 * address fields are filled by the address search and stay editable; `latitude`/`longitude` in degrees or null.
 */
export interface HotelForm {
  /** The address search's choice; choosing one fills the address fields (not sent). */
  place: SearchOption | null;
  ownerFullName: string;
  ownerEmail: string;
  name: string;
  description: string;
  type: HotelType[];
  rating: string;
  streetAddress: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  propertyId: string;
  commissionRate: number | null;
  expediaUrl: string;
  amenities: Amenity[];
  contact: PersonForm;
  manager: PersonForm;
}

export const EMPTY_PERSON: PersonForm = { sameAsOwner: false, firstName: '', lastName: '', title: '', mobile: '', email: '' };

/** The star ratings offered, 0 to 5 in half steps. */
export const RATING_OPTIONS = Array.from({ length: 11 }, (_, i) => ({ value: String(i / 2), label: i === 0 ? 'No stars' : `${i / 2} stars` }));
export const TYPE_OPTIONS = HOTEL_TYPES.map((t) => ({ value: t, label: t }));
export const AMENITY_OPTIONS = AMENITIES.map((a) => ({ value: a, label: a }));

/** A person block is required unless 'Same as Owner': any blank field answers the block's one message. */
const personSchema = (required: string) =>
  yup.object({
    sameAsOwner: yup.boolean().required(),
    firstName: yup.string().trim().when('sameAsOwner', { is: false, then: (s) => s.required(required) }),
    lastName: yup.string().trim().when('sameAsOwner', { is: false, then: (s) => s.required(required) }),
    title: yup.string().trim().when('sameAsOwner', { is: false, then: (s) => s.required(required) }),
    mobile: yup.string().trim().when('sameAsOwner', { is: false, then: (s) => s.required(required) }),
    email: yup
      .string()
      .trim()
      .when('sameAsOwner', {
        is: false,
        then: (s) => s.required(required).email(HotelsMessages.person.emailInvalid),
      }),
  });

/** The person blocks Edit Hotel shows read-only (a console account's: docs/areas/hotels.md, "Owners, contacts and managers"). */
export interface ReadOnlyPeople {
  contact?: boolean;
  manager?: boolean;
}

/**
 * The form's rules, in the order the page shows them. `checkOwner` adds the Edit Hotel owner check (full name
 * and a valid e-mail: the spec's generic validation messages), for a hotel that has an owner to edit. A read-only
 * person block is not checked: nothing in it can be changed or is sent, so it must never hold the form back.
 */
export function hotelFormSchema(checkOwner: boolean, readOnly: ReadOnlyPeople = {}) {
  return yup.object({
    ownerFullName: checkOwner ? yup.string().trim().required(HotelsMessages.person.fullNameRequired) : yup.string(),
    ownerEmail: checkOwner
      ? yup.string().trim().required(HotelsMessages.person.emailRequired).email(HotelsMessages.person.emailInvalid)
      : yup.string(),
    name: yup.string().trim().required(HotelsMessages.hotel.nameRequired),
    description: yup.string(),
    commissionRate: yup
      .number()
      .nullable()
      .test('rate', HotelsMessages.hotel.commissionRateInvalid, (v) => v === null || v === undefined || isValidCommissionRate(v)),
    expediaUrl: yup
      .string()
      .trim()
      .test('url', HotelsMessages.hotel.expediaUrlInvalid, (v) => !v || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v)),
    contact: readOnly.contact ? yup.mixed() : personSchema(HotelsMessages.hotel.hotelManagerRequired),
    manager: readOnly.manager ? yup.mixed() : personSchema(HotelsMessages.hotel.revenueManagerRequired),
  });
}

/** The hotel's own fields as POST /hotel and PUT /hotel/update take them (no owner, no people). */
export function hotelFieldsOf(values: HotelForm): Omit<CreateHotelBody, 'owner' | 'overwrite'> {
  return {
    name: values.name.trim(),
    description: isBlankHtml(values.description) ? '' : values.description,
    rating: Number(values.rating) || 0,
    type: values.type,
    streetAddress: values.streetAddress.trim(),
    city: values.city.trim(),
    country: values.country.trim(),
    postalCode: values.postalCode.trim(),
    state: values.state.trim(),
    latitude: values.latitude,
    longitude: values.longitude,
    amenities: values.amenities,
    propertyId: values.propertyId.trim(),
    commissionRate: values.commissionRate ?? 0,
    expediaUrl: values.expediaUrl.trim(),
  };
}

const personInput = (p: PersonForm) => ({
  firstName: p.firstName.trim(),
  lastName: p.lastName.trim(),
  title: p.title.trim(),
  mobile: p.mobile.trim(),
  email: p.email.trim(),
});

/** POST /hotel/{id}/contact's body. */
export const contactBodyOf = (p: PersonForm): AddContactBody =>
  p.sameAsOwner ? { owner: true } : { owner: false, contact: personInput(p) };

/** POST /hotel/{id}/manager's body (accessLevel MANAGER). */
export const managerBodyOf = (p: PersonForm): AddManagerBody =>
  p.sameAsOwner ? { owner: true } : { owner: false, manager: { ...personInput(p), accessLevel: 'MANAGER' } };

const personOf = (e: Employee | undefined): PersonForm =>
  e
    ? { sameAsOwner: e.isOwner, firstName: e.firstName, lastName: e.lastName, title: e.title, mobile: e.mobile, email: e.email }
    : EMPTY_PERSON;

/** The Edit Hotel form's values from a hotel (its first contact and manager). */
export function formOfHotel(hotel: Hotel): HotelForm {
  return {
    place: null,
    ownerFullName: hotel.owner?.fullName ?? '',
    ownerEmail: hotel.owner?.email ?? '',
    name: hotel.name,
    description: hotel.description,
    type: hotel.type,
    rating: String(hotel.rating),
    streetAddress: hotel.streetAddress,
    city: hotel.city,
    state: hotel.state,
    country: hotel.country,
    postalCode: hotel.postalCode,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    propertyId: hotel.propertyId,
    commissionRate: hotel.commissionRate,
    expediaUrl: hotel.expediaUrl,
    amenities: hotel.amenities,
    contact: personOf(hotel.contacts[0]),
    manager: personOf(hotel.managers[0]),
  };
}

/** The Add Hotel form's first values: the owner is the signed-in user. */
export function newHotelForm(owner: { fullName: string; email: string }): HotelForm {
  return {
    place: null,
    ownerFullName: owner.fullName,
    ownerEmail: owner.email,
    name: '',
    description: '',
    type: [],
    rating: '0',
    streetAddress: '',
    city: '',
    state: '',
    country: '',
    postalCode: '',
    latitude: null,
    longitude: null,
    propertyId: '',
    commissionRate: 0,
    expediaUrl: '',
    amenities: [],
    contact: EMPTY_PERSON,
    manager: EMPTY_PERSON,
  };
}

/**
 * The form's resolver. The schema checks only the fields with rules (the others pass as they are), so its
 * inferred type is narrower than the form's: the cast says the values come back whole.
 */
export const hotelFormResolver = (checkOwner: boolean, readOnly: ReadOnlyPeople = {}) =>
  yupResolver(hotelFormSchema(checkOwner, readOnly)) as unknown as Resolver<HotelForm>;
