import { DEFAULT_TIMEZONE, LOCKED_ROLE_TYPES, type UserKind } from '@backoffice/contracts/constants';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The list's last sign-in: `DD/MM/YYYY HH:mm` in the console's zone, or 'Never' (docs/areas/users.md, "Screens"). */
export const signedInText = (iso: string | null) => (iso ? dayjs(iso).tz(DEFAULT_TIMEZONE).format('DD/MM/YYYY HH:mm') : 'Never');

/** A creation day, `DD/MM/YYYY` in the console's zone. */
export const dayText = (iso: string | null) => (iso ? dayjs(iso).tz(DEFAULT_TIMEZONE).format('DD/MM/YYYY') : '—');

/** A customer-app account (Customer or Guest): its type is locked and its record is the customer record. */
export const isCustomerKind = (kind: UserKind) => (LOCKED_ROLE_TYPES as readonly string[]).includes(kind);

/** How a user is named on screen: the full name, or the e-mail when there is none. */
export const nameOf = (u: { fullName: string; email: string }) => u.fullName.trim() || u.email;

/** The customer record of a customer-app user (the bookings area's /customers/{customerID}). */
export const customerRecordPath = (id: string) => `/customers/${encodeURIComponent(id)}`;
/** Edit User and role management of a user. */
export const editUserPath = (id: string) => `/users-all/${encodeURIComponent(id)}`;
export const roleManagementPath = (id: string) => `${editUserPath(id)}/role-management`;
