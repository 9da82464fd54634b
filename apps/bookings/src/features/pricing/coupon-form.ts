import { formFieldOf } from '@backoffice/api-client';
import {
  COUPON_APPLIED_TO,
  COUPON_CODE_LENGTH,
  COUPON_SCOPES,
  PricingMessages,
  isIsoDay,
  utcDay,
  type Coupon,
  type CouponAppliedTo,
  type CouponBody,
  type CouponScope,
} from '@backoffice/contracts';
import type { SearchOption } from '@backoffice/ui/forms';
import { array, mixed, number, object, string, type ObjectSchema } from 'yup';

/**
 * The coupon form (docs/areas/pricing.md, "Coupons"): value in percent, days YYYY-MM-DD (UTC days, as the API
 * checks them), '' while no choice is made. `hotelPick` is the hotel search's current pick, moved into
 * `scopeHotel` at once (not sent).
 */
export interface CouponForm {
  code: string;
  value: number | null;
  startDate: string;
  endDate: string;
  appliedTo: CouponAppliedTo | '';
  scope: CouponScope;
  scopeChain: string[];
  scopeHotel: SearchOption[];
  hotelPick: SearchOption | null;
}

export const EMPTY_COUPON_FORM: CouponForm = {
  code: '',
  value: null,
  startDate: '',
  endDate: '',
  appliedTo: '',
  scope: 'all',
  scopeChain: [],
  scopeHotel: [],
  hotelPick: null,
};

/** A stored coupon as the form holds it. */
export const formOfCoupon = (c: Coupon): CouponForm => ({
  code: c.code,
  value: c.value,
  startDate: c.startDate.slice(0, 10),
  endDate: c.endDate.slice(0, 10),
  appliedTo: c.appliedTo,
  scope: c.scope,
  scopeChain: c.scopeChain.map((x) => x._id),
  scopeHotel: c.scopeHotel.map((h) => ({ value: h._id, label: h.name })),
  hotelPick: null,
});

/** The body of POST /coupons and PUT /coupons/{id}: the code upper-case, the lists of the chosen scope only. */
export const couponBodyOf = (f: CouponForm): CouponBody => ({
  code: f.code.trim().toUpperCase(),
  value: f.value,
  startDate: f.startDate,
  endDate: f.endDate,
  appliedTo: f.appliedTo,
  scope: f.scope,
  scopeChain: f.scope === 'chain' ? f.scopeChain : [],
  scopeHotel: f.scope === 'hotel' ? f.scopeHotel.map((h) => h.value) : [],
});

const m = PricingMessages.coupon;
const COUPON_FIELDS = Object.keys(EMPTY_COUPON_FORM) as (keyof CouponForm)[];

/**
 * The field that shows a coupon refusal (a 400/409 the API answered): the one its error body names (`field`), if
 * any. The hotel list has no control of its own: the search above it shows its messages (`scopeHotel`).
 */
export const couponFieldOf = (error: unknown): keyof CouponForm | undefined => formFieldOf(error, COUPON_FIELDS, { scopeHotel: 'hotelPick' });

/**
 * The coupon form's one schema: contracts couponError's rules and messages, field by field, so that every failing
 * field shows its message at once, in the spec's order down the form (code required, exactly COUPON_CODE_LENGTH
 * letters or digits; value 0–100; start day not before today's UTC day; end day after the start; applied to and
 * scope from their lists; the chains or hotels of a chain or hotel scope). `originalStart` (an edit) lets a coupon
 * keep a start day that has passed, as the API does.
 */
export function couponSchema(originalStart?: string): ObjectSchema<CouponForm> {
  return object({
    code: string()
      .defined()
      .test('required', m.codeRequired, (v) => v.trim() !== '')
      .test('length', m.codeLength, (v) => !v.trim() || [...v.trim()].length === COUPON_CODE_LENGTH)
      .test('characters', m.codeCharacters, (v) => !v.trim() || [...v.trim()].length !== COUPON_CODE_LENGTH || /^[A-Za-z0-9]+$/.test(v.trim())),
    value: number()
      .nullable()
      .defined()
      .test('required', m.valueRequired, (v) => typeof v === 'number' && !Number.isNaN(v))
      .test('range', m.valueRange, (v) => typeof v !== 'number' || Number.isNaN(v) || (v >= 0 && v <= 100)),
    startDate: string()
      .defined()
      .test('required', m.startRequired, (v) => isIsoDay(v))
      .test('past', m.startPast, (v) => !isIsoDay(v) || (!!originalStart && v === originalStart) || v >= utcDay(new Date())),
    endDate: string()
      .defined()
      .test('required', m.endRequired, (v) => isIsoDay(v))
      .test('after', m.endBeforeStart, (v, ctx) => {
        const start = (ctx.parent as CouponForm).startDate;
        return !isIsoDay(v) || !isIsoDay(start) || v > start;
      }),
    appliedTo: string<CouponForm['appliedTo']>().defined().oneOf(['', ...COUPON_APPLIED_TO]).test('type', m.invalidType, (v) => v !== ''),
    scope: string<CouponScope>().defined().oneOf([...COUPON_SCOPES], m.invalidScope),
    scopeChain: array(string().defined())
      .defined()
      .test('chains', m.chainsRequired, (v, ctx) => (ctx.parent as CouponForm).scope !== 'chain' || v.length > 0),
    scopeHotel: array(mixed<SearchOption>().defined()).defined(),
    hotelPick: mixed<SearchOption>()
      .nullable()
      .defined()
      .test('hotels', m.hotelsRequired, (_v, ctx) => {
        const f = ctx.parent as CouponForm;
        return f.scope !== 'hotel' || f.scopeHotel.length > 0;
      }),
  });
}
