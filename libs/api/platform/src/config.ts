/**
 * The platform area's slice of the environment: SIGNUP_DOMAINS (docs/areas/platform.md, "Sign-up") and
 * BULK_RUN_CONCURRENCY (docs/areas/platform.md, "Bulk runs"), validated with the server's variables when the API
 * starts (apps/api/src/areas.ts hands this slice to loadConfig) and listed in README.md's table.
 */
import { configList, configVariable, type ConfigSlice } from '@backoffice/api-server';

/** The platform area's settings. */
export interface PlatformConfig {
  /** Lower-cased e-mail domains open to self sign-up (SIGNUP_DOMAINS, `staff.example.com`; empty: none). */
  signupDomains: string[];
  /** The most items of one bulk run worked at once (BULK_RUN_CONCURRENCY, 16: the runner's own cap; at least 1). */
  bulkConcurrency: number;
}

declare module '@backoffice/api-server' {
  interface AppConfig {
    /** The platform area's settings (./config.ts); absent in a config built without the areas' slices (tests). */
    platform?: PlatformConfig;
  }
}

const { int, text } = configVariable;

/** The platform slice: its variables in README order, and its settings from the validated environment. */
export const platformConfig: ConfigSlice<PlatformConfig> = {
  key: 'platform',
  variables: {
    SIGNUP_DOMAINS: text('comma list of e-mail domains open to self sign-up', { default: 'staff.example.com', 'x-list': true }),
    BULK_RUN_CONCURRENCY: int(16, 'the most items of one bulk run worked at once, whatever its action asks (`1`: one at a time; at most 16; docs/areas/platform.md, "Bulk runs")'),
  },
  read: (env) => ({
    signupDomains: configList(env.SIGNUP_DOMAINS as string | undefined, []).map((d) => d.toLowerCase()),
    bulkConcurrency: Math.max(1, env.BULK_RUN_CONCURRENCY as number),
  }),
};
