/**
 * The route registry: the only place that lists the API's areas (libs/api/README.md, "Adding an area").
 * Each area brings its tables (composed into Drizzle's schema), its routes under /api (with its repositories)
 * and its part of the demo seed; they are mounted and seeded in this order.
 */
import { billingArea } from '@backoffice/api-billing';
import { bookingsArea } from '@backoffice/api-bookings';
import { chainsArea } from '@backoffice/api-chains';
import { cmsArea } from '@backoffice/api-cms';
import { helpdeskArea } from '@backoffice/api-helpdesk';
import { hotelsArea } from '@backoffice/api-hotels';
import { platformArea } from '@backoffice/api-platform';
import { pricingArea } from '@backoffice/api-pricing';
import { usersArea } from '@backoffice/api-users';
import { composeSchema, type ApiArea, type ConfigSlice } from '@backoffice/api-server';
import { serverSchema } from '@backoffice/api-server/schema';

export const API_AREAS: readonly ApiArea[] = [platformArea, helpdeskArea, cmsArea, hotelsArea, bookingsArea, billingArea, chainsArea, pricingArea, usersArea];

/**
 * The areas' own slices of the environment (libs/api/<area>/src/config.ts): main.ts hands them to loadConfig,
 * which validates them with the server's variables at once and keeps each area's settings under its key.
 */
export const API_CONFIG_SLICES: readonly ConfigSlice[] = API_AREAS.flatMap((area) => (area.config ? [area.config] : []));

/** The Drizzle schema: the shared tables and every area's. */
export const schema = composeSchema(serverSchema, API_AREAS);
