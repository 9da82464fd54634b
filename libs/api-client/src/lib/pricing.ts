import { PricingRoutes as routes } from '@backoffice/contracts/constants';
import type {
  AddVatBody,
  AddVatResponse,
  Coupon,
  CouponBody,
  CouponListQuery,
  CouponListResponse,
  CouponSavedResponse,
  DeleteVatResponse,
  EditVatBody,
  HotelPricing,
  OvernightFractions,
  OvernightUpdatedResponse,
  PricingListQuery,
  PricingListResponse,
  PricingOperations as Ops,
  VatAt,
  VatDetail,
  VatRecord,
} from '@backoffice/contracts';
import { call } from './shared-client';

// The pricing area's calls (docs/areas/pricing.md, "Calls"): overnight pricing, coupons and country VAT/GST, each
// the operation of libs/contracts/src/pricing.ts called at its route (`PricingRoutes`, call.ts).
// Every call needs a SuperAdmin (403 otherwise); a failure is the shared client's ApiError carrying the server's
// message (400 with the form's first message, 404, 409).

// ---- Pricing ---------------------------------------------------------------------------------------------

/** GET /hotel/pricing: one page of the pricing table (hotel name search, chain id or 'other'), with the total. */
export async function listPricing(query: PricingListQuery): Promise<PricingListResponse> {
  return call<Ops['listPricing']>(routes.listPricing, { query });
}

/**
 * POST /hotel/querybyproperty: the hotels whose name matches `inputValue` (more than 2 characters), or the
 * hotels of the chains when it is a list of chain ids; each with its chain and overnight fractions.
 */
export async function queryByProperty(inputValue: string | string[]): Promise<HotelPricing[]> {
  // The route also serves the Missing Property ID editor's body: `{ inputValue }` answers pricing rows.
  return (await call<Ops['queryByProperty']>(routes.queryByProperty, { body: { inputValue } })).data as HotelPricing[];
}

/**
 * POST /hotel/overNight `{ hotelId, overNightRatePercentage }`: one hotel's overnight rates as fractions 0–1
 * (the form's percent / 100). 200 'Overnight Rate Updated Successfully'; 400 with the form's message, 404
 * 'Hotel not found'.
 */
export async function setHotelOvernight(hotelId: string, fractions: OvernightFractions): Promise<OvernightUpdatedResponse> {
  return call<Ops['setHotelOvernight']>(routes.setHotelOvernight, { body: { hotelId, overNightRatePercentage: fractions } });
}

/**
 * PUT /hotel/OvernightUpdateBytype `{ commissionId, overNightRatePercentage }`: every hotel of the chain ('other':
 * the hotels without one) gets these fractions; `data.updated` counts them. 400 with the form's message, 404
 * 'Property chain not found'.
 */
export async function setChainOvernight(commissionId: string, fractions: OvernightFractions): Promise<OvernightUpdatedResponse> {
  return call<Ops['setChainOvernight']>(routes.setChainOvernight, { body: { commissionId, overNightRatePercentage: fractions } });
}

// ---- Coupons ---------------------------------------------------------------------------------------------

/** GET /coupons: one page of coupons (code search, status filter), with the total. */
export async function listCoupons(query: CouponListQuery): Promise<CouponListResponse> {
  return call<Ops['listCoupons']>(routes.listCoupons, { query });
}

/** GET /coupons/{id}: one coupon with its status and use count; 404 'Coupon not found'. */
export async function getCoupon(couponId: string): Promise<Coupon> {
  return (await call<Ops['getCoupon']>(routes.getCoupon, { params: { id: couponId } })).data;
}

/**
 * POST /coupons: a new coupon (value in percent, days YYYY-MM-DD). 201 'Coupon created successfully'; 400 with
 * the form's first message (contracts couponError), 409 'A coupon with this code already exists'.
 */
export async function createCoupon(body: CouponBody): Promise<CouponSavedResponse> {
  return call<Ops['createCoupon']>(routes.createCoupon, { body });
}

/** PUT /coupons/{id}: 200 'Coupon updated successfully'; 400 as on create, 404, 409 for a taken code or an ended coupon. */
export async function updateCoupon(couponId: string, body: CouponBody): Promise<CouponSavedResponse> {
  return call<Ops['updateCoupon']>(routes.updateCoupon, { params: { id: couponId }, body });
}

/** DELETE /coupons/{id}: 200 'Coupon deleted successfully'; 404, 409 when reservations used it (end it instead). */
export async function deleteCoupon(couponId: string): Promise<{ message: string }> {
  return call<Ops['deleteCoupon']>(routes.deleteCoupon, { params: { id: couponId } });
}

/** POST /coupons/{id}/end: ends the coupon now. 200 'Coupon ended successfully'; 404, 409 'This coupon has already ended'. */
export async function endCoupon(couponId: string): Promise<CouponSavedResponse> {
  return call<Ops['endCoupon']>(routes.endCoupon, { params: { id: couponId } });
}

// ---- Country VAT/GST -------------------------------------------------------------------------------------

/** GET /vatgst/all: every country not deleted, with its current exchange rate (units per A$) and VAT (percent). */
export async function listCountries(): Promise<VatRecord[]> {
  return (await call<Ops['listCountries']>(routes.listCountries)).data;
}

/** POST /vatgst/getBannerById `{ vatgstId }`: one country with its versions, newest first; 404 'Country not found'. */
export async function getCountry(vatgstId: string): Promise<VatDetail> {
  return (await call<Ops['getCountry']>(routes.getCountry, { body: { vatgstId } })).data;
}

/** GET /vatgst/{flag}?date=YYYY-MM-DD: the country of that 2-letter code as it stood on `date` (default today, UTC); 404. */
export async function getCountryAt(flag: string, date?: string): Promise<VatAt> {
  return (await call<Ops['getCountryAt']>(routes.getCountryAt, { params: { flag }, query: date ? { date } : {} })).data;
}

/**
 * POST /vatgst/addvat: a new country. `data` true with 'Data inserted successfully.', or false with 'Data
 * already exist.' when the country exists (a 200 either way); 400 with the form's first message.
 */
export async function addCountry(body: AddVatBody): Promise<AddVatResponse> {
  return call<Ops['addCountry']>(routes.addCountry, { body });
}

/**
 * POST /vatgst/editvat: the country's fields plus `vatgstId`; a changed exchange rate or VAT applies from
 * `effectiveFrom` (YYYY-MM-DD, default today UTC). 200 'Data updated successfully'; 400, 404.
 */
export async function editCountry(body: EditVatBody): Promise<{ message: string; data: VatRecord }> {
  return call<Ops['editCountry']>(routes.editCountry, { body });
}

/** POST /vatgst/deletevatgst `{ vatId, isDeleted: true }`: 'Record Deleted Successfully' with the refreshed list; 404. */
export async function deleteCountry(vatId: string): Promise<DeleteVatResponse> {
  return call<Ops['deleteCountry']>(routes.deleteCountry, { body: { vatId, isDeleted: true } });
}
