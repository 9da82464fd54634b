import {
  addBusinessMinutes,
  businessMinutesBetween,
  DEFAULT_SLA_WEEK,
  HelpdeskMessages,
  SLA_WARN_MARGIN_MINUTES,
  slaAboutToBreachNotificationText,
  ticketReference,
  type SlaPolicyBody,
} from '@backoffice/contracts';
import { auditEventsOf, form, type Part } from '@backoffice/api-server/testing';
import { notifications } from '@backoffice/api-server/schema';
import { and, eq } from 'drizzle-orm';
import { ticketDiscussions, tickets } from '../helpdesk.schema';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin, userIdOf, type App } from '../test/helper';
import { runSlaWarnings } from './warnings';

const allWeek = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [[0, 1440]] as [number, number][]]));

describe('SLAs', () => {
  let app: App;
  let admin: string;
  let agent: string;
  let employee: string;
  let ids: { agent: string; employee: string };
  let support: string;
  let other: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
    const byName: Record<string, string> = Object.fromEntries(res.json().department.map((d: { _id: string; name: string }) => [d.name, d._id]));
    support = byName[demo.department.department];
    other = Object.entries(byName).find(([n]) => n !== demo.department.department)![1];
    [admin, agent, employee] = [await loginAsAdmin(app), await loginAs(app, demo.department), await loginAs(app, demo.employee)];
    ids = { agent: await userIdOf(app, demo.department.email), employee: await userIdOf(app, demo.employee.email) };
  });
  afterAll(() => app.close());
  afterEach(() => jest.useRealTimers());

  const url = (id: string) => `/api/sla/departments/${id}`;
  const put = (token: string, id: string, payload: object) => app.inject({ method: 'PUT', url: url(id), headers: bearer(token), payload });
  const get = (token: string, id: string) => app.inject({ method: 'GET', url: url(id), headers: bearer(token) });
  const policy = (over: Partial<SlaPolicyBody> = {}): SlaPolicyBody => ({
    firstReplyMinutes: 60,
    resolutionMinutes: 480,
    timeZone: 'Europe/London',
    week: { ...DEFAULT_SLA_WEEK },
    holidays: [{ day: '2026-12-25', name: 'Christmas Day' }],
    ...over,
  });
  const createTicket = async (token: string, title: string) => {
    const f = form({ title, message: '<p>Help</p>', departmentId: support });
    const res = await app.inject({ method: 'POST', url: '/api/ticket/createTicket', headers: { ...bearer(token), ...f.headers }, payload: f.payload });
    expect(res.statusCode).toBe(200);
    return res.json().data as { _id: string; number: number; createdAt: string; sla: Record<string, string | null> | null };
  };
  const reply = (token: string, fields: Record<string, Part>) => {
    const f = form({ message: '<p>Reply</p>', ...fields });
    return app.inject({ method: 'POST', url: '/api/ticket/manageTicket', headers: { ...bearer(token), ...f.headers }, payload: f.payload });
  };
  const columns = async (id: string) => (await app.db.select().from(tickets).where(eq(tickets.id, id)))[0];
  const slaEvents = async (id: string) =>
    (await auditEventsOf(app, 'ticket', id)).reverse().filter((e) => e.action === 'ticket.sla').map((e) => (e.after as { reason: string }).reason);

  describe('the policy calls', () => {
    it('a SuperAdmin stores, reads and removes a policy; each write is audited on the department', async () => {
      expect((await get(admin, other)).json()).toEqual({ data: null });
      const saved = await put(admin, other, policy());
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        message: HelpdeskMessages.sla.saved,
        data: { departmentId: other, firstReplyMinutes: 60, timeZone: 'Europe/London', holidays: [{ day: '2026-12-25', name: 'Christmas Day' }] },
      });
      expect(saved.json().data.week).toEqual({ ...DEFAULT_SLA_WEEK });
      // Saved again with other holidays: replaced, not added.
      await put(admin, other, policy({ firstReplyMinutes: 30, holidays: [{ day: '2026-01-01', name: "New Year's Day" }] }));
      expect((await get(admin, other)).json().data).toMatchObject({ firstReplyMinutes: 30, holidays: [{ day: '2026-01-01', name: "New Year's Day" }] });
      const del = await app.inject({ method: 'DELETE', url: url(other), headers: bearer(admin) });
      expect(del.json()).toEqual({ message: HelpdeskMessages.sla.removed, data: null });
      expect((await get(admin, other)).json()).toEqual({ data: null });
      expect((await app.inject({ method: 'DELETE', url: url(other), headers: bearer(admin) })).statusCode).toBe(404);
      // The trail answers newest first.
      const events = (await auditEventsOf(app, 'department', other)).reverse();
      const sla = events.filter((e) => e.action.startsWith('department.sla'));
      expect(sla.map((e) => e.action)).toEqual(['department.sla', 'department.sla', 'department.sla_remove']);
      expect(sla[1].before).toMatchObject({ firstReplyMinutes: 60, holidays: ['2026-12-25 Christmas Day'] });
      expect(sla[1].after).toMatchObject({ firstReplyMinutes: 30, holidays: ["2026-01-01 New Year's Day"] });
    });

    it('a Department user reads its own department only; only a SuperAdmin writes', async () => {
      await put(admin, support, policy());
      expect((await get(agent, support)).json().data).toMatchObject({ departmentId: support });
      expect((await get(agent, other)).statusCode).toBe(404);
      expect((await get(employee, support)).statusCode).toBe(404);
      expect((await put(agent, support, policy())).statusCode).toBe(403);
      expect((await app.inject({ method: 'DELETE', url: url(support), headers: bearer(agent) })).statusCode).toBe(403);
      expect((await get(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      await app.inject({ method: 'DELETE', url: url(support), headers: bearer(admin) });
    });

    it('answers 400 with a clear message and changes nothing for a bad policy', async () => {
      const cases: [object, string][] = [
        [policy({ firstReplyMinutes: 0 }), HelpdeskMessages.sla.targetInvalid],
        [policy({ resolutionMinutes: 60 * 24 * 30 + 1 }), HelpdeskMessages.sla.targetInvalid],
        [policy({ timeZone: 'Mars/Olympus' }), HelpdeskMessages.sla.timeZoneInvalid],
        [policy({ week: { '1': [[600, 540]] } }), HelpdeskMessages.sla.weekInvalid],
        [policy({ week: {} }), HelpdeskMessages.sla.weekEmpty],
        [policy({ holidays: [{ day: '2026-02-30', name: '' }] }), HelpdeskMessages.sla.holidayInvalid],
      ];
      for (const [body, message] of cases) {
        const res = await put(admin, other, body);
        expect([res.statusCode, res.json().message]).toEqual([400, message]);
      }
      expect((await get(admin, other)).json()).toEqual({ data: null });
    });
  });

  describe('the clock', () => {
    it('a ticket of a department without a policy has no SLA', async () => {
      const t = await createTicket(employee, 'No SLA here');
      expect(t.sla).toBeNull();
      expect(await slaEvents(t._id)).toEqual([]);
    });

    it('starts at creation, meets the first reply, pauses while waiting on the raiser and resumes when the raiser replies', async () => {
      await put(admin, support, policy({ timeZone: 'Australia/Sydney', week: allWeek, holidays: [] }));
      const calendar = { timeZone: 'Australia/Sydney', week: allWeek, holidays: [] };
      const t = await createTicket(employee, 'Clock me');
      const created = new Date(t.createdAt);
      expect(t.sla).toEqual({
        firstReplyDueAt: addBusinessMinutes(created, 60, calendar).toISOString(),
        firstRepliedAt: null,
        resolutionDueAt: addBusinessMinutes(created, 480, calendar).toISOString(),
        resolvedAt: null,
        pausedAt: null,
      });

      // The raiser's own reply and an internal note do not count as the first reply.
      expect((await reply(employee, { ticketId: t._id })).statusCode).toBe(200);
      expect((await reply(agent, { ticketId: t._id, internal: 'true' })).statusCode).toBe(200);
      expect((await columns(t._id)).firstRepliedAt).toBeNull();

      // The agent answers and waits on the raiser: first reply met, clock paused at the reply's instant.
      expect((await reply(agent, { ticketId: t._id, waitingOnRaiser: 'true' })).statusCode).toBe(200);
      const [agentReply] = await app.db
        .select({ at: ticketDiscussions.createdAt })
        .from(ticketDiscussions)
        .where(and(eq(ticketDiscussions.ticketId, t._id), eq(ticketDiscussions.userId, ids.agent), eq(ticketDiscussions.internal, false)));
      let row = await columns(t._id);
      expect(row.firstRepliedAt).toEqual(agentReply.at);
      expect(row.slaPausedAt).toEqual(agentReply.at);

      // Paused for 3 hours (moved back by hand: the controlled part of the clock), then the raiser replies.
      const pausedAt = new Date(agentReply.at.getTime() - 3 * 3600_000);
      await app.db.update(tickets).set({ slaPausedAt: pausedAt, resolutionWarnedAt: new Date() }).where(eq(tickets.id, t._id));
      const dueBefore = row.resolutionDueAt!;
      expect((await reply(employee, { ticketId: t._id })).statusCode).toBe(200);
      const [last] = (
        await app.db.select({ at: ticketDiscussions.createdAt }).from(ticketDiscussions).where(eq(ticketDiscussions.ticketId, t._id))
      ).sort((a, b) => b.at.getTime() - a.at.getTime());
      row = await columns(t._id);
      expect(row.slaPausedAt).toBeNull();
      expect(row.resolutionDueAt).toEqual(addBusinessMinutes(dueBefore, businessMinutesBetween(pausedAt, last.at, calendar), calendar));
      expect(row.resolutionDueAt!.getTime() - dueBefore.getTime()).toBeGreaterThanOrEqual(3 * 3600_000);
      // A moved target may be warned of again; the met first reply stays as it was.
      expect(row.resolutionWarnedAt).toBeNull();
      expect(row.firstRepliedAt).toEqual(agentReply.at);

      expect(await slaEvents(t._id)).toEqual(['started', 'first reply met, paused', 'resumed']);
      const events = (await auditEventsOf(app, 'ticket', t._id)).reverse().filter((e) => e.action === 'ticket.sla');
      expect(events[2].before).toMatchObject({ resolutionDueAt: dueBefore.toISOString(), slaPausedAt: pausedAt.toISOString() });
    });

    it('resolving stops the clock (late past its due instant, on a controlled clock), reopening clears it', async () => {
      await put(admin, support, policy({ week: allWeek, holidays: [] }));
      const t = await createTicket(employee, 'Resolve me');
      const status = (s: number) =>
        app.inject({ method: 'PUT', url: '/api/ticket/change-ticket-status', headers: bearer(agent), payload: { ticketId: t._id, ticketStatus: s } });
      // The controlled clock: only Date is faked (the database and the server keep their real timers), a minute on;
      // the resolution target passed 35 minutes before it.
      const late = new Date(Date.now() + 60_000);
      const due = new Date(late.getTime() - 35 * 60_000);
      await app.db.update(tickets).set({ resolutionDueAt: due }).where(eq(tickets.id, t._id));
      jest.useFakeTimers({ now: late, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
      expect((await status(3)).statusCode).toBe(200);
      expect((await columns(t._id)).resolvedAt).toEqual(late);
      expect((await status(4)).statusCode).toBe(200);
      expect((await columns(t._id)).resolvedAt).toEqual(late);
      expect((await status(1)).statusCode).toBe(200);
      const row = await columns(t._id);
      expect(row.resolvedAt).toBeNull();
      expect(row.resolutionDueAt).toEqual(due);
      expect(await slaEvents(t._id)).toEqual(['started', 'resolved late', 'reopened']);
    });
  });

  describe('the about-to-breach notice', () => {
    it('tells the assignee once, the department when unassigned, and skips paused or far targets', async () => {
      await put(admin, support, policy({ week: allWeek, holidays: [] }));
      const now = new Date(Date.now() + 10 * 24 * 3600_000);
      const soon = new Date(now.getTime() + (SLA_WARN_MARGIN_MINUTES - 5) * 60_000);
      const far = new Date(now.getTime() + 3 * 3600_000);
      const assigned = await createTicket(employee, 'Assigned and due soon');
      const unassigned = await createTicket(employee, 'Unassigned and due soon');
      const paused = await createTicket(employee, 'Paused');
      const later = await createTicket(employee, 'Due later');
      const set = (id: string, values: Partial<typeof tickets.$inferInsert>) => app.db.update(tickets).set(values).where(eq(tickets.id, id));
      await set(assigned._id, { assigneeId: ids.agent, firstReplyDueAt: soon, resolutionDueAt: far });
      await set(unassigned._id, { firstReplyDueAt: far, resolutionDueAt: soon });
      await set(paused._id, { firstReplyDueAt: soon, resolutionDueAt: soon, slaPausedAt: now });
      await set(later._id, { firstReplyDueAt: far, resolutionDueAt: far });

      const first = await runSlaWarnings({ db: app.db, notifications: app.notifications }, now);
      expect(first.touched).toBe(2);
      const texts = (await app.db.select().from(notifications).where(eq(notifications.userId, ids.agent))).map((n) => n.name);
      expect(texts).toEqual(
        expect.arrayContaining([
          slaAboutToBreachNotificationText('firstReply', ticketReference(assigned.number), 'Assigned and due soon', '10 min'),
          slaAboutToBreachNotificationText('resolution', ticketReference(unassigned.number), 'Unassigned and due soon', '10 min'),
        ]),
      );
      expect(texts.filter((x) => /^(First reply|Resolution) on .*(Paused|Due later)/.test(x))).toEqual([]);
      expect((await columns(assigned._id)).firstReplyWarnedAt).toEqual(now);
      expect((await columns(unassigned._id)).resolutionWarnedAt).toEqual(now);
      // Idempotent: a second run (a retry, another instance) warns of nothing again.
      expect((await runSlaWarnings({ db: app.db, notifications: app.notifications }, now)).touched).toBe(0);
      await app.inject({ method: 'DELETE', url: url(support), headers: bearer(admin) });
    });
  });
});
