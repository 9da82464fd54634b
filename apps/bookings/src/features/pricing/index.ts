export { PricingPage } from './pricing-page';
export { CouponsPage } from './coupons-page';
export { CouponFormPage } from './coupon-form-page';
export { CountriesPage } from './countries-page';
export { CountryFormPage } from './country-form-page';
