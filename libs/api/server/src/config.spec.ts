import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, DEFAULT_LINKS, loadConfig, parseDuration, parseTrustProxy } from './config';

describe('configuration', () => {
  it('refuses to start in production without a strong JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40) })).toThrow(/JWT_SECRET/);
    const ok = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'q8Zr4LxV2mN7pT1wY6sK3dH9fB5gJ0cE' });
    expect(ok.env).toBe('production');
    expect(ok.smsLog).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'q8Zr4LxV2mN7pT1wY6sK3dH9fB5gJ0cE', SMS_LOG: '1' }).smsLog).toBe(true);
  });

  it('reads JWT_SECRET_FILE, creating a strong secret once', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'secret-')), 'sub', 'jwt-secret');
    const a = loadConfig({ NODE_ENV: 'production', JWT_SECRET_FILE: file });
    const b = loadConfig({ NODE_ENV: 'production', JWT_SECRET_FILE: file });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.tokenTtlSeconds).toBe(8 * 3600);
    expect(c.corsOrigins).toEqual([4200, 4201, 4202, 4203, 4204, 4205].map((p) => `http://localhost:${p}`));
    expect(c.pin).toEqual({ length: 4, ttlSeconds: 300, maxTries: 5 });
    expect(c.dataDir).toMatch(/\.data\/pglite$/);
    expect(c.pgliteMode).toBe('worker');
    expect(c.smsLog).toBe(true);
  });

  it('allows no development origin in production unless configured (CORS_ORIGINS, CSP_ORIGINS, REMOTE_*_URL)', () => {
    const secret = 'q8Zr4LxV2mN7pT1wY6sK3dH9fB5gJ0cE';
    const bare = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret });
    expect(bare.corsOrigins).toEqual([]);
    expect(bare.cspOrigins).toEqual([]);
    const configured = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      CORS_ORIGINS: 'https://backoffice.example.com',
      CSP_ORIGINS: 'https://cdn.example.com',
      REMOTE_HELPDESK_URL: 'https://helpdesk.example.net/remoteEntry.js',
    });
    expect(configured.corsOrigins).toEqual(['https://backoffice.example.com']);
    expect([...configured.cspOrigins].sort()).toEqual(
      ['https://backoffice.example.com', 'https://cdn.example.com', 'https://helpdesk.example.net'].sort(),
    );
    // An explicitly configured localhost stays: production on one machine (npm start) may want it.
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, REMOTE_CMS_URL: 'http://localhost:4202/remoteEntry.js' })
        .cspOrigins,
    ).toEqual(['http://localhost:4202']);
    // Development and tests keep the dev servers' ports as the default.
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(loadConfig({ NODE_ENV }).corsOrigins).toEqual(
        [4200, 4201, 4202, 4203, 4204, 4205].map((p) => `http://localhost:${p}`),
      );
    }
  });

  it('reads limits, lists and durations from the environment', () => {
    const c = loadConfig({
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000',
      TOKEN_TTL: '30m',
      PIN_LENGTH: '6',
      REMOTE_HELPDESK_URL: 'https://helpdesk.example.net/remoteEntry.js',
    });
    expect(c.rateLimits.loginPerAccount.max).toBe(1000);
    expect(c.tokenTtlSeconds).toBe(1800);
    expect(c.pin.length).toBe(6);
    expect(c.cspOrigins).toContain('https://helpdesk.example.net');
    expect(() => loadConfig({ PIN_LENGTH: '5' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/only "outbox"/);
  });

  it('reads the sign-in limits: per account and address, per address, and the slow per-account limit', () => {
    const d = loadConfig({}).rateLimits;
    expect(d.loginPerAccount).toEqual({ max: 10, windowSeconds: 900 });
    expect(d.loginPerAddress).toEqual({ max: 30, windowSeconds: 60 });
    expect(d.loginSlowPerAccount).toEqual({ max: 50, windowSeconds: 3600 });
    expect(d.loginSlowDelay).toEqual({ firstMs: 1000, maxMs: 5000 });
    const c = loadConfig({
      RATE_LIMIT_LOGIN_SLOW_ACCOUNT_MAX: '20',
      RATE_LIMIT_LOGIN_SLOW_ACCOUNT_WINDOW_SECONDS: '600',
      RATE_LIMIT_LOGIN_SLOW_DELAY_MS: '250',
      RATE_LIMIT_LOGIN_SLOW_DELAY_MAX_MS: '2000',
    }).rateLimits;
    expect(c.loginSlowPerAccount).toEqual({ max: 20, windowSeconds: 600 });
    expect(c.loginSlowDelay).toEqual({ firstMs: 250, maxMs: 2000 });
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_SLOW_DELAY_MS: '1s' })).toThrow(/RATE_LIMIT_LOGIN_SLOW_DELAY_MS/);
  });

  it('reads TRUST_PROXY: off, a number of proxies, or the balancers\' addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,fd00::/8, ::1, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    const bad = ['true', 'yes', '-1', '1.5', '10.0.0.0/33', '::/129', '10.0.0.1/8/8', 'balancer.internal'];
    bad.push('10.0.0.1,,', ' , ');
    for (const value of bad) expect(() => parseTrustProxy(value)).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the mail queue settings (docs/api-database.md, "Mail")', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Timeflyz Back Office <no-reply@timeflyz.com>',
      maxAttempts: 5,
      retryBaseSeconds: 30,
      pollSeconds: 5,
      batchSize: 10,
      sendingTimeoutSeconds: 300,
    });
    const c = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Ops <ops@example.com>',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_RETRY_BASE_SECONDS: '10',
      MAIL_POLL_SECONDS: '0',
      MAIL_BATCH_SIZE: '50',
      MAIL_SENDING_TIMEOUT_SECONDS: '60',
    });
    expect(c.mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      from: 'Ops <ops@example.com>',
      maxAttempts: 3,
      retryBaseSeconds: 10,
      pollSeconds: 0,
      batchSize: 50,
      sendingTimeoutSeconds: 60,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: 'many' })).toThrow(/MAIL_MAX_ATTEMPTS/);
    expect(loadConfig({ MAIL_MAX_ATTEMPTS: '0' }).mail?.maxAttempts).toBe(1);
  });

  it('parses durations', () => {
    expect(parseDuration('8h')).toBe(28800);
    expect(parseDuration('45s')).toBe(45);
    expect(parseDuration('2d')).toBe(172800);
    expect(parseDuration('3600')).toBe(3600);
    expect(() => parseDuration('soon')).toThrow(ConfigError);
  });

  it('reads the links several areas mail (CONSOLE_URL, CUSTOMER_RESET_URL, MANAGER_INVITE_URL) under `links`', () => {
    expect(loadConfig({}).links).toEqual({
      consoleUrl: 'http://localhost:4200',
      customerResetUrl: 'http://localhost:4200/reset-password',
      managerInviteUrl: 'http://localhost:4200/set-password',
    });
    expect(loadConfig({}).links).toEqual(DEFAULT_LINKS);
    expect(
      loadConfig({
        CONSOLE_URL: 'https://console.example.net/',
        CUSTOMER_RESET_URL: 'https://app.example.net/reset',
        MANAGER_INVITE_URL: 'https://hotels.example.net/set-password',
      }).links,
    ).toEqual({
      consoleUrl: 'https://console.example.net',
      customerResetUrl: 'https://app.example.net/reset',
      managerInviteUrl: 'https://hotels.example.net/set-password',
    });
    expect(loadConfig({ CONSOLE_URL: 'https://example.net/back-office//' }).links?.consoleUrl).toBe('https://example.net/back-office');
    expect(() => loadConfig({ CONSOLE_URL: 'console.example.net' })).toThrow(/CONSOLE_URL/);
    expect(() => loadConfig({ CONSOLE_URL: 'ftp://console.example.net' })).toThrow(ConfigError);
    // No area's key holds them any more; COMMISSION_URL_BASE is the chains area's slice (libs/api/chains/src/config.ts).
    const config = loadConfig({}) as unknown as Record<string, unknown>;
    expect([config.users, config.bookings, config.chains]).toEqual([undefined, undefined, undefined]);
  });

  it('uses the payment ledger unless STRIPE_SECRET_KEY is set; STRIPE_API_URL points Stripe elsewhere', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: undefined,
      protocol: 'http',
      host: '127.0.0.1',
      port: 12111,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_API_URL: 'stripe.local' })).toThrow(/STRIPE_API_URL/);
  });
});
