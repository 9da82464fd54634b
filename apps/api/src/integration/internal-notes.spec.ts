/**
 * Internal notes on the read paths outside the help desk area (docs/areas/helpdesk.md, "Internal notes"): the record
 * History (GET /api/audit), the one search (GET /api/search), the dashboard's ticket list (GET /api/dashboard) and the
 * bell (POST /api/ticket/list-notification). A note's text reaches the SuperAdmins and the ticket's department only:
 * never the Employee who raised the ticket, nor a Department user who raised it from another department. The help
 * desk's own paths (discussion, live changes, notifications, images): libs/api/helpdesk tickets/internal-notes.spec.ts.
 */
import { form, type Part } from '@backoffice/api-server/testing';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin, type App } from '../test/helper';

describe('internal notes on the platform read paths', () => {
  let app: App;
  let admin: string;
  let member: string;
  let employee: string;
  let finance: string;
  let employeeTicket: string;
  let memberTicket: string;
  /** A word only the notes hold. */
  const SECRET = 'zebrafinch';

  const multipart = (url: string, token: string, fields: Record<string, Part>) => {
    const f = form(fields);
    return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...f.headers }, payload: f.payload });
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await loginAsAdmin(app);
    member = await loginAs(app, demo.department);
    employee = await loginAs(app, demo.employee);
    finance = await loginAs(app, { email: 'finance.desk@staff.example.com', password: 'Finance#2026' });
    const depts = (await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} })).json()
      .department as { _id: string; name: string }[];
    const support = depts.find((d) => d.name === demo.department.department)?._id ?? '';
    const financeId = depts.find((d) => d.name === 'Finance')?._id ?? '';
    const raise = async (token: string, departmentId: string, title: string) => {
      const res = await multipart('/api/ticket/createTicket', token, { title, message: '<p>Help</p>', departmentId });
      expect(res.statusCode).toBe(200);
      return res.json().data._id as string;
    };
    const post = async (token: string, ticketId: string, message: string, internal: boolean) => {
      const res = await multipart('/api/ticket/manageTicket', token, { ticketId, message, ...(internal ? { internal: 'true' } : {}) });
      expect(res.statusCode).toBe(200);
    };
    // The Employee's ticket to Support: a public reply, then the last word is a note.
    employeeTicket = await raise(employee, support, 'Notes stay inside');
    await post(member, employeeTicket, '<p>We are on it</p>', false);
    await post(member, employeeTicket, `<p>${SECRET} refund off the record</p>`, true);
    // The Support user's ticket to Finance: Finance's note only.
    memberTicket = await raise(member, financeId, 'Raised elsewhere');
    await post(finance, memberTicket, `<p>${SECRET} for Finance</p>`, true);
  });
  afterAll(async () => app?.close());

  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

  it('History (GET /api/audit): the SuperAdmins read the note as ticket.reply internal: true; the raiser and the desk 403', async () => {
    const url = `/api/audit?entityType=ticket&entityId=${employeeTicket}`;
    const res = await get(admin, url);
    expect(res.statusCode).toBe(200);
    const note = (res.json().data as { action: string; after: Record<string, unknown> | null }[]).find((e) =>
      String(e.after?.message ?? '').includes(SECRET),
    );
    expect(note).toMatchObject({ action: 'ticket.reply', after: { internal: true } });
    expect((await get(employee, url)).statusCode).toBe(403);
    expect((await get(member, url)).statusCode).toBe(403);
    expect((await get(member, `/api/audit?entityType=ticket&entityId=${memberTicket}`)).statusCode).toBe(403);
  });

  it('the search does not read discussions: a note\'s word finds nothing, and the raiser\'s hits carry no note text', async () => {
    for (const token of [admin, member, employee, finance]) {
      const res = await get(token, `/api/search?q=${SECRET}`);
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).not.toContain(SECRET);
    }
    const byTitle = await get(employee, `/api/search?q=${encodeURIComponent('Notes stay inside')}`);
    expect(byTitle.statusCode).toBe(200);
    expect(JSON.stringify(byTitle.json())).toContain('Notes stay inside');
    expect(JSON.stringify(byTitle.json())).not.toContain(SECRET);
  });

  it("the dashboard: the raiser's list shows the last reply, never a note; the department's may show its note", async () => {
    const raiser = await get(employee, '/api/dashboard');
    expect(raiser.statusCode).toBe(200);
    expect(JSON.stringify(raiser.json())).not.toContain(SECRET);
    const entry = (raiser.json().ticketList as { _id: string; lastReply: { excerpt: string } | null }[]).find((t) => t._id === employeeTicket);
    expect(entry?.lastReply?.excerpt).toBe('We are on it');
    // The Support user's own ticket raised to Finance: Finance's note stays Finance's.
    const elsewhere = await get(member, '/api/dashboard');
    expect(elsewhere.statusCode).toBe(200);
    const desk = await get(finance, '/api/dashboard');
    const deskEntry = (desk.json().ticketList as { _id: string; lastReply: { excerpt: string } | null }[]).find((t) => t._id === memberTicket);
    expect(deskEntry?.lastReply?.excerpt).toContain(SECRET);
  });

  it("the bell: the raiser is told of the reply, never of the note", async () => {
    const res = await app.inject({ method: 'POST', url: '/api/ticket/list-notification', headers: bearer(employee), payload: {} });
    expect(res.statusCode).toBe(200);
    const names = (res.json().data as { name: string }[]).map((n) => n.name).filter((n) => n.includes('Notes stay inside'));
    expect(names).toEqual([`${demo.department.firstName} ${demo.department.lastName} replied on ticket: Notes stay inside`]);
  });
});
