/**
 * The chains area's slice of the environment (docs/areas/chains.md, "Property chains"): COMMISSION_URL_BASE,
 * validated with the server's variables when the API starts (apps/api/src/areas.ts hands this slice to loadConfig)
 * and listed in README.md's table. MANAGER_INVITE_URL is not here: the users area mails it too, so it is one of the
 * server's links (`AppConfig.links`).
 */
import { configVariable, type ConfigSlice } from '@backoffice/api-server';

/** The chains area's settings. */
export interface ChainsConfig {
  /**
   * The base of a chain's commission address (COMMISSION_URL_BASE, `https://www.timeflyz.com/partners`): the
   * chain's URL-encoded name is appended after a slash (contracts' `commissionUrlOf`).
   */
  commissionUrlBase: string;
}

declare module '@backoffice/api-server' {
  interface AppConfig {
    /** The chains area's settings (./config.ts); absent in a config built without the areas' slices (tests). */
    chains?: ChainsConfig;
  }
}

const { text } = configVariable;

/** The chains slice: its variable, and its settings from the validated environment. */
export const chainsConfig: ConfigSlice<ChainsConfig> = {
  key: 'chains',
  variables: {
    COMMISSION_URL_BASE: text(
      'the base of a chain\'s commission address; the chain\'s name is appended (docs/areas/chains.md, "Property chains")',
      { default: 'https://www.timeflyz.com/partners' },
    ),
  },
  read: (env) => ({ commissionUrlBase: env.COMMISSION_URL_BASE as string }),
};
