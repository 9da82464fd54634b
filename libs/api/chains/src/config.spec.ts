/**
 * The chains area's slice of the environment (./config.ts): COMMISSION_URL_BASE, with the default and the meaning
 * it had as a server variable; the chain repository builds `commissionUrl` from it.
 */
import { areaSettings, ConfigError, DEFAULT_LINKS, loadConfig, type AppConfig } from '@backoffice/api-server';
import { chainsConfig } from './config';

describe('the chains settings (COMMISSION_URL_BASE)', () => {
  it("default to the partners' site", () => {
    const defaults = { commissionUrlBase: 'https://www.timeflyz.com/partners' };
    expect(loadConfig({}, {}, [chainsConfig]).chains).toEqual(defaults);
    // A config built without the slices (the test harness): the area reads the same defaults.
    expect(loadConfig({}).chains).toBeUndefined();
    expect(areaSettings(loadConfig({}), chainsConfig)).toEqual(defaults);
  });

  it('are read from the environment; a test override wins over it', () => {
    const env = { COMMISSION_URL_BASE: 'https://partners.example.net/chains' };
    expect(areaSettings(loadConfig(env, {}, [chainsConfig]), chainsConfig)).toEqual({ commissionUrlBase: 'https://partners.example.net/chains' });
    const chains = { commissionUrlBase: 'https://other.example.net' };
    expect(areaSettings(loadConfig(env, { chains }, [chainsConfig]), chainsConfig)).toEqual(chains);
  });

  it("stop the start with the server variables' messages, all at once", () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', CONSOLE_URL: 'console' }, {}, [chainsConfig]);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      message = error.message;
    }
    expect(message.split('\n')).toEqual(['PORT must be a whole number, got "x"', 'CONSOLE_URL must be an absolute http(s) URL, got "console"']);
  });

  it("leave the manager invitation's page to the server's links (the users area mails it too)", () => {
    expect(Object.keys(chainsConfig.variables)).toEqual(['COMMISSION_URL_BASE']);
    const config: AppConfig = loadConfig({ MANAGER_INVITE_URL: 'https://hotels.example.net/set-password' }, {}, [chainsConfig]);
    expect(config.links?.managerInviteUrl).toBe('https://hotels.example.net/set-password');
    expect(DEFAULT_LINKS.managerInviteUrl).toBe('http://localhost:4200/set-password');
  });
});
