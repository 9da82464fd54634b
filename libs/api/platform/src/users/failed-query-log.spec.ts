/**
 * A request that fails in the database is logged with the error's SQLSTATE and the statement's name, never with
 * the statement's parameters (a new user's password hash) nor the request's password.
 */
import { sql } from 'drizzle-orm';
import type { App } from '../test/helper';
import { buildTestApp } from '../test/helper';

describe('the log of a failed query', () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    // This test's own database: the insert of a sign-up named Probe fails (23514, check violation).
    await app.db.execute(
      sql`alter table users add constraint probe_first_name check (first_name <> 'Probe')`,
    );
  });
  afterAll(() => app.close());

  it('has the code and the statement, not the password hash nor the password', async () => {
    const password = 'Probe#Secret-2026';
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: {
        email: 'probe.person@staff.example.com',
        password,
        firstName: 'Probe',
        lastName: 'Person',
        role: 'Employee',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const errors = lines.filter((l) => JSON.parse(l).level >= 50).join('\n');
    expect(errors).toContain('"code":"23514"');
    expect(errors).toContain('insert into \\"users\\"');
    const log = lines.join('\n');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(password);
    expect(log).not.toContain('probe.person@staff.example.com');
  });
});
