import { formFieldOf } from '@backoffice/api-client';
import { ASSIGNABLE_ROLE_TYPES, ROLE_TYPES, UsersMessages, type RoleType } from '@backoffice/contracts/constants';
import type { UpdateUserInfoBody, UserSummary } from '@backoffice/contracts';
import { array, mixed, object, string, type ObjectSchema } from 'yup';
import { isCustomerKind } from './user-paths';

/**
 * The role management form (docs/areas/users.md, "Role management"): the user type ('' while none is chosen), the
 * property chain's id ('' for none) and the hotels' ids.
 */
export interface RoleForm {
  userType: RoleType | '';
  commission: string;
  hotel: string[];
}

/** Which parts of the form a user type uses. */
export interface RoleShape {
  /** The chain select shows. */
  chain: boolean;
  /** The chain is required (Revenue Manager, Owner). */
  chainRequired: boolean;
  /** The chain is set by the hotels, read-only (Hotel Manager). */
  chainFromHotels: boolean;
  /** The hotels show. */
  hotels: boolean;
  /** At least one hotel (Hotel Manager). */
  hotelsRequired: boolean;
}

/**
 * The rules of each type: Hotel Manager has hotels (one or more) and the chain they set, read-only; Revenue
 * Manager a chain and no hotels; Owner a chain and optional hotels of it; Admin neither; no type yet, nothing.
 */
export function roleShape(type: RoleForm['userType']): RoleShape {
  switch (type) {
    case 'Hotel Manager':
      return { chain: true, chainRequired: false, chainFromHotels: true, hotels: true, hotelsRequired: true };
    case 'Revenue Manager':
      return { chain: true, chainRequired: true, chainFromHotels: false, hotels: false, hotelsRequired: false };
    case 'Owner':
      return { chain: true, chainRequired: true, chainFromHotels: false, hotels: true, hotelsRequired: false };
    default:
      return { chain: false, chainRequired: false, chainFromHotels: false, hotels: false, hotelsRequired: false };
  }
}

/** The form as a user is stored: their type when it is one of {@link ROLE_TYPES}, their chain and hotels. */
export function formOfRoles(u: UserSummary): RoleForm {
  const type = (ROLE_TYPES as readonly string[]).includes(u.kind) ? (u.kind as RoleType) : '';
  return { userType: type, commission: u.commission?._id ?? '', hotel: u.hotel.map((h) => h._id) };
}

/** A hotel's chain id (null without one, or for a hotel not known). */
export type ChainOf = (hotelId: string) => string | null;

/**
 * The form's rules, in order: a user type (an assignable one: Customer and Guest are locked), the chain when the
 * type needs one, the hotels of a Hotel Manager, and every hotel of the chosen chain (a Hotel Manager's all of one
 * chain, which they must have). `chainOf` is read when validating (the hotels may load after the form).
 */
export function roleSchema(chainOf: ChainOf): ObjectSchema<RoleForm> {
  return object({
    userType: mixed<RoleForm['userType']>()
      .defined()
      .test('type', UsersMessages.role.userTypeRequired, (v) => !!v)
      .test('locked', UsersMessages.role.customerLocked, (v) => !v || (ASSIGNABLE_ROLE_TYPES as readonly string[]).includes(v)),
    commission: string()
      .defined()
      .test('chain', UsersMessages.role.chainRequired, (v, ctx) => !roleShape((ctx.parent as RoleForm).userType).chainRequired || !!v),
    hotel: array(string().defined())
      .defined()
      .test('hotels', UsersMessages.role.hotelsRequired, (v, ctx) => !roleShape((ctx.parent as RoleForm).userType).hotelsRequired || (v?.length ?? 0) > 0)
      .test('chain', UsersMessages.role.hotelNotInChain, (v, ctx) => {
        const form = ctx.parent as RoleForm;
        const shape = roleShape(form.userType);
        if (!shape.hotels || !v?.length) return true;
        const chains = new Set(v.map(chainOf));
        if (shape.chainFromHotels) return chains.size === 1 && !chains.has(null);
        return !form.commission || (chains.size === 1 && chains.has(form.commission));
      }),
  });
}

/**
 * PUT /user/info/{id}'s body from role management: the type, and its chain and hotels (docs/areas/users.md, "Role
 * management"): a Hotel Manager's chain is their hotels' one, a Revenue Manager has no hotels, an Admin neither.
 */
export function roleBodyOf(f: RoleForm, chainOf: ChainOf): UpdateUserInfoBody {
  const shape = roleShape(f.userType);
  const hotel = shape.hotels ? f.hotel : [];
  const commission = shape.chainFromHotels ? (hotel.length ? chainOf(hotel[0]) : null) : shape.chain ? f.commission || null : null;
  return { userType: f.userType || undefined, commission, hotel };
}

/**
 * The field that shows a refusal the API answered: the one its error body names (`field`: the type, the chain or
 * the hotels), if any; a refusal about the account (the caller's own, the last Admin) names none.
 */
export const roleFieldOf = (error: unknown): keyof RoleForm | undefined => formFieldOf(error, ['userType', 'commission', 'hotel']);

/** True when the user is a customer-app account (Customer or Guest): role management is locked for them. */
export const isLockedUser = (u: UserSummary) => isCustomerKind(u.kind);
