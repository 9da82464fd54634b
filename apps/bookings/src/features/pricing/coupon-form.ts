import { PricingMessages, couponError, utcDay, type Coupon, type CouponAppliedTo, type CouponBody, type CouponScope } from '@backoffice/contracts';
import type { SearchOption } from '@backoffice/ui/forms';
import { ruleResolver } from './format';

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
const FIELD_OF: Record<string, keyof CouponForm> = {
  [m.codeRequired]: 'code',
  [m.codeLength]: 'code',
  [m.codeCharacters]: 'code',
  [m.valueRequired]: 'value',
  [m.valueRange]: 'value',
  [m.startRequired]: 'startDate',
  [m.startPast]: 'startDate',
  [m.endRequired]: 'endDate',
  [m.endBeforeStart]: 'endDate',
  [m.invalidType]: 'appliedTo',
  [m.invalidScope]: 'scope',
  [m.chainsRequired]: 'scopeChain',
  [m.unknownScope]: 'scope',
  [m.codeTaken]: 'code',
  // The hotel list has no control of its own: the search above it shows its message.
  [m.hotelsRequired]: 'hotelPick',
};

/** The field that shows a coupon message (the form's rules, or a 400/409 the API answered), if any. */
export const couponFieldOf = (message: string): keyof CouponForm | undefined => FIELD_OF[message];

/**
 * The form's rules: contracts couponError on the form's values with today's UTC day; `originalStart` (an edit)
 * lets a coupon keep a start day that has passed.
 */
export const couponResolver = (originalStart?: string) =>
  ruleResolver<CouponForm>(
    (f) => couponError({ ...couponBodyOf(f), scopeChain: f.scopeChain, scopeHotel: f.scopeHotel.map((h) => h.value) }, utcDay(new Date()), !!originalStart && f.startDate === originalStart),
    (message) => couponFieldOf(message) ?? 'code',
  );
