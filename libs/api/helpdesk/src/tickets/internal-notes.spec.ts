import {
  CHANGE_EVENT,
  HelpdeskMessages,
  ticketMentionNotificationText,
  ticketNoteNotificationText,
  type RecordChange,
  type TicketDiscussion,
} from '@backoffice/contracts';
import { auditEvents, notifications, users } from '@backoffice/api-server/schema';
import { form, listenForSockets, nextEvent, png, type Part } from '@backoffice/api-server/testing';
import { and, eq } from 'drizzle-orm';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, departmentIds, loginAllRoles, loginAs, userIdOf } from '../test/helper';

/**
 * Internal notes (docs/areas/helpdesk.md, "Internal notes"), per role on every read path of this area: the discussion,
 * the notifications, the live changes and a note's image. Four callers: a SuperAdmin, a member of the ticket's
 * department, the Employee who raised the ticket, and a Department user who raised a ticket to another department.
 * (GET /api/audit and the search are the platform's: apps/api/src/integration/internal-notes.spec.ts.)
 */
describe('help desk: internal notes', () => {
  let app: App;
  let sockets: Awaited<ReturnType<typeof listenForSockets>>;
  let admin: string;
  let member: string;
  let employee: string;
  let finance: string;
  let supportId: string;
  let financeId: string;
  let ids: Record<'admin' | 'member' | 'employee' | 'finance' | 'sam', string>;
  let sam: string;
  const NOTE = 'Refund approved off the record';

  beforeAll(async () => {
    app = await buildTestApp();
    sockets = await listenForSockets(app);
    [admin, member, employee] = await loginAllRoles(app);
    finance = await loginAs(app, { email: 'finance.desk@staff.example.com', password: 'Finance#2026' });
    const depts = await departmentIds(app);
    [supportId, financeId] = [depts.own, depts.idOf('Finance')];
    const [row] = await app.db
      .insert(users)
      .values({ email: 'sam.note@staff.example.com', firstName: 'Sam', lastName: 'Noted', role: 'Department', departmentId: supportId })
      .returning();
    sam = await app.tokens.issue(row);
    ids = {
      admin: await userIdOf(app, demo.admin.email),
      member: await userIdOf(app, demo.department.email),
      employee: await userIdOf(app, demo.employee.email),
      finance: await userIdOf(app, 'finance.desk@staff.example.com'),
      sam: row.id,
    };
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    sockets.disconnectAll();
    await app.close();
  });

  const multipart = (url: string, token: string, fields: Record<string, Part>) => {
    const f = form(fields);
    return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...f.headers }, payload: f.payload });
  };
  async function raise(token: string, departmentId: string, title: string): Promise<string> {
    const res = await multipart('/api/ticket/createTicket', token, { title, message: '<p>Help</p>', departmentId });
    expect(res.statusCode).toBe(200);
    return res.json().data._id;
  }
  const note = (token: string, ticketId: string, message: string, extra: Record<string, Part> = {}) =>
    multipart('/api/ticket/manageTicket', token, { ticketId, message, internal: 'true', ...extra });
  const discussion = async (token: string, ticketId: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/ticket/listTicketDiscussion', headers: bearer(token), payload: { ticketId } });
    expect(res.statusCode).toBe(200);
    return res.json().ticket as TicketDiscussion[];
  };
  const texts = (entries: TicketDiscussion[]) => entries.map((e) => `${e.internal ? 'note' : 'reply'}: ${e.message}`);
  /** What `userId` was told of the ticket after its creation. */
  const notified = async (userId: string, ticketId: string) =>
    (await app.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.entityId, ticketId))))
      .map((n) => n.name)
      .filter((name) => !name.startsWith('New ticket from'));

  it('a member and a SuperAdmin write notes; the department and SuperAdmins read them, marked internal; the raising Employee never', async () => {
    const ticketId = await raise(employee, supportId, 'Refund please');
    expect((await multipart('/api/ticket/manageTicket', member, { ticketId, message: '<p>Looking</p>' })).statusCode).toBe(200);
    const added = await note(member, ticketId, `<p>${NOTE}</p>`);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(HelpdeskMessages.notes.added);
    expect((await note(admin, ticketId, '<p>Agreed</p>')).statusCode).toBe(200);

    const full = ['reply: <p>Looking</p>', `note: <p>${NOTE}</p>`, 'note: <p>Agreed</p>'];
    expect(texts(await discussion(admin, ticketId))).toEqual(full);
    expect(texts(await discussion(member, ticketId))).toEqual(full);
    expect(texts(await discussion(sam, ticketId))).toEqual(full);
    expect(texts(await discussion(employee, ticketId))).toEqual(['reply: <p>Looking</p>']);
    // A note never changes the status.
    const got = await app.inject({ method: 'GET', url: `/api/ticket/get-ticket-by-id?ticketId=${ticketId}`, headers: bearer(employee) });
    expect(got.json().data.status).toBe(1);
  });

  it('the raiser may not write a note (403), nor may another department; a note with another status is refused (400); nothing is stored', async () => {
    const ticketId = await raise(employee, supportId, 'No notes for me');
    const refused = await note(employee, ticketId, '<p>sneaky</p>');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(HelpdeskMessages.notes.forbidden);
    expect((await note(finance, ticketId, '<p>x</p>')).statusCode).toBe(404);
    const withStatus = await note(member, ticketId, '<p>closing</p>', { ticketStatus: '4' });
    expect(withStatus.statusCode).toBe(400);
    expect(withStatus.json().message).toBe(HelpdeskMessages.notes.statusUnchanged);
    expect(await discussion(admin, ticketId)).toEqual([]);
  });

  it('a Department user who raised a ticket to another department neither writes nor reads its notes', async () => {
    const ticketId = await raise(member, financeId, 'Invoice wrong');
    expect((await note(member, ticketId, '<p>mine</p>')).statusCode).toBe(403);
    expect((await note(finance, ticketId, `<p>${NOTE}</p>`)).statusCode).toBe(200);
    expect((await multipart('/api/ticket/manageTicket', finance, { ticketId, message: '<p>Fixed</p>' })).statusCode).toBe(200);
    expect(texts(await discussion(member, ticketId))).toEqual(['reply: <p>Fixed</p>']);
    expect(texts(await discussion(finance, ticketId))).toEqual([`note: <p>${NOTE}</p>`, 'reply: <p>Fixed</p>']);
    expect(texts(await discussion(admin, ticketId))).toHaveLength(2);
  });

  it('notifies the department and the SuperAdmins, a mentioned member as mentioned, never the raiser', async () => {
    const ticketId = await raise(employee, supportId, 'Mention me');
    const author = `${demo.department.firstName} ${demo.department.lastName}`;
    expect((await note(member, ticketId, '<p>@sam noted please check</p>')).statusCode).toBe(200);
    expect(await notified(ids.sam, ticketId)).toEqual([ticketMentionNotificationText('Mention me', author)]);
    expect(await notified(ids.admin, ticketId)).toContain(ticketNoteNotificationText('Mention me', author));
    expect(await notified(ids.employee, ticketId)).toEqual([]);
    expect(await notified(ids.member, ticketId)).not.toContain(ticketNoteNotificationText('Mention me', author));
    // A name that is no member's, or a longer word, mentions nobody.
    expect((await note(admin, ticketId, '<p>@Sam Notedly and @Ravi Kumar</p>')).statusCode).toBe(200);
    expect((await notified(ids.sam, ticketId)).filter((n) => n.includes('mentioned'))).toHaveLength(1);
    expect(await notified(ids.employee, ticketId)).toEqual([]);
  });

  it("audits the note as ticket.reply with internal: true (the History is the SuperAdmins' only: the platform's GET /audit)", async () => {
    const ticketId = await raise(employee, supportId, 'Audited note');
    expect((await note(member, ticketId, `<p>${NOTE}</p>`)).statusCode).toBe(200);
    const [event] = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, ticketId), eq(auditEvents.action, 'ticket.reply')));
    expect(event.after).toMatchObject({ message: `<p>${NOTE}</p>`, internal: true });
    expect(event.before).toBeNull();
  });

  it("sends a note's live change to the department and the SuperAdmins only; a reply's also to the raiser", async () => {
    const ticketId = await raise(employee, supportId, 'Live note');
    const other = await raise(member, financeId, 'Live note elsewhere');
    const all = await sockets.openAll<'admin' | 'sam' | 'employee' | 'finance' | 'member', RecordChange>(
      { admin, sam, employee, finance, member },
      CHANGE_EVENT,
    );
    const heard = async (id: string) => {
      await new Promise((r) => setTimeout(r, 250));
      const out = Object.fromEntries(
        Object.entries(all).map(([who, s]) => [who, s.heard.filter((c) => c.id === id).map((c) => c.action)]),
      );
      for (const s of Object.values(all)) s.heard.length = 0;
      return out;
    };
    let got = nextEvent<RecordChange>(all.sam.socket, CHANGE_EVENT);
    expect((await note(member, ticketId, '<p>psst</p>')).statusCode).toBe(200);
    expect(await got).toMatchObject({ type: 'ticket', id: ticketId, action: 'ticket.reply', by: { id: ids.member } });
    expect(await heard(ticketId)).toEqual({ admin: ['ticket.reply'], sam: ['ticket.reply'], member: ['ticket.reply'], employee: [], finance: [] });

    // The Department user who raised a ticket elsewhere does not hear that department's notes either.
    got = nextEvent<RecordChange>(all.finance.socket, CHANGE_EVENT);
    expect((await note(finance, other, '<p>psst</p>')).statusCode).toBe(200);
    await got;
    expect(await heard(other)).toEqual({ admin: ['ticket.reply'], sam: [], member: [], employee: [], finance: ['ticket.reply'] });

    got = nextEvent<RecordChange>(all.employee.socket, CHANGE_EVENT);
    expect((await multipart('/api/ticket/manageTicket', member, { ticketId, message: '<p>public</p>' })).statusCode).toBe(200);
    await got;
    expect((await heard(ticketId)).employee).toEqual(['ticket.reply']);
  });

  it("serves a note's image to the department and the SuperAdmins, not to the raiser (404)", async () => {
    const ticketId = await raise(employee, supportId, 'Note image');
    const res = await note(member, ticketId, '<p>see</p>', {
      discussionImage: { filename: 'shot.png', type: 'image/png', bytes: await png() },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await discussion(member, ticketId);
    expect(entry.discussionImage).toMatch(/^\/api\/uploads\//);
    const url = entry.discussionImage ?? '';
    const status = async (token: string) => (await app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;
    expect(await status(member)).toBe(200);
    expect(await status(sam)).toBe(200);
    expect(await status(admin)).toBe(200);
    expect(await status(employee)).toBe(404);
  });
});
