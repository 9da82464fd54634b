/**
 * The dashboard's tickets (docs/areas/dashboard.md, "Tickets"): the load of open tickets (status Open or In
 * Progress) by status, age and department, and the short lists a Department user (its department's open tickets,
 * oldest waiting first) and an Employee (its own tickets, latest activity first) see. It reads the help desk's
 * tables by name in SQL, never through its library (libs/api/README.md, "The arrows"); who sees which ticket is the
 * help desk's rule (docs/areas/helpdesk.md, "Who sees which ticket"), narrowed further below.
 */
import {
  DASHBOARD_AGE_BUCKETS,
  DASHBOARD_EXCERPT,
  DASHBOARD_TICKETS,
  TicketStatus,
  type DashboardAgeBucket,
  type DashboardTicket,
  type TicketLoad,
} from '@backoffice/contracts';
import { rowsOf, type Db } from '@backoffice/api-server';
import { sql, type SQL } from 'drizzle-orm';
import { SLA_BREACH_SQL } from './queues';

/** The statuses a ticket is open in. */
const OPEN = sql.raw(`${TicketStatus.Open}, ${TicketStatus.InProgress}`);

/** Whose tickets: every department's (`{}`), or one department's. */
export interface LoadScope {
  departmentId?: string;
}

/** Age bucket lower bounds in hours. */
const AGE_HOURS: Record<DashboardAgeBucket, number> = { lt1d: 0, '1to3d': 24, '3to7d': 72, gt7d: 168 };

/**
 * The open tickets (Open or In Progress) of `scope` at `now`: a count per open status (both, zeros included), per
 * age since the ticket was raised (DASHBOARD_AGE_BUCKETS: under 24 h, 1-3 days, 3-7 days, over 7 days; zeros
 * included) and per department (every department not deleted, zeros included, most tickets first; one
 * department's scope: that department only). One statement: the counts per department and status are the help
 * desk's counters (`ticket_counts`, kept exact by its trigger, migration 0002), the ages count only the open tickets
 * of the last 7 days (the tickets' status/department, created indexes), the older ones being the rest.
 */
export async function ticketLoad(db: Db, scope: LoadScope, now: Date): Promise<TicketLoad> {
  const inScope = (column: SQL) => (scope.departmentId ? sql`and ${column} = ${scope.departmentId}` : sql``);
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
  const departments = scope.departmentId ? sql`d.id = ${scope.departmentId}` : sql`(d.deleted_at is null or n.count > 0)`;
  const rows = rowsOf<{ kind: string; key: string; name: string | null; count: number | string }>(
    await db.execute(sql`
      with c as (select department_id, status, sum(n) as n from ticket_counts where status in (${OPEN}) ${inScope(sql`department_id`)}
        group by department_id, status),
      n as (select department_id, sum(n) as count from c group by department_id)
      select 'status' as kind, status::text as key, null::text as name, sum(n)::int as count from c group by status
      union all
      select 'age', case
          when created_at > ${hoursAgo(AGE_HOURS['1to3d'])}::timestamptz then 'lt1d'
          when created_at > ${hoursAgo(AGE_HOURS['3to7d'])}::timestamptz then '1to3d'
          else '3to7d' end, null, count(*)::int
        from tickets where status in (${OPEN}) and created_at > ${hoursAgo(AGE_HOURS.gt7d)}::timestamptz ${inScope(sql`department_id`)}
        group by 2
      union all
      select 'sla', 'breaches', null, count(*)::int
        from tickets where status in (${OPEN}) and ${SLA_BREACH_SQL} ${inScope(sql`department_id`)}
      union all
      (select 'department', d.id::text, d.name, coalesce(n.count, 0)::int
        from departments d left join n on n.department_id = d.id
        where ${departments}
        order by 4 desc, lower(d.name), d.id)`),
  );
  const count = (kind: string, key: string) => Number(rows.find((r) => r.kind === kind && r.key === key)?.count ?? 0);
  const byStatus = [TicketStatus.Open, TicketStatus.InProgress].map((status) => ({ status, count: count('status', String(status)) }));
  const open = byStatus.reduce((total, s) => total + s.count, 0);
  const recent = { lt1d: count('age', 'lt1d'), '1to3d': count('age', '1to3d'), '3to7d': count('age', '3to7d') };
  const ages: Record<DashboardAgeBucket, number> = { ...recent, gt7d: Math.max(0, open - recent.lt1d - recent['1to3d'] - recent['3to7d']) };
  return {
    byStatus,
    byAge: DASHBOARD_AGE_BUCKETS.map((bucket) => ({ bucket, count: ages[bucket] })),
    byDepartment: rows
      .filter((r) => r.kind === 'department')
      .map((r) => ({ departmentId: r.key, name: r.name ?? '', count: Number(r.count) })),
    slaBreaches: count('sla', 'breaches'),
  };
}

/** Which tickets a list shows, and in which order. */
export type TicketListScope =
  /** A department's open tickets, the one waiting longest first. */
  | { departmentId: string }
  /** One creator's tickets, whatever their status, the latest activity first. */
  | { userId: string };

interface ListRow {
  id: string;
  number: number | string;
  title: string;
  status: number | string;
  created_at: Date | string;
  department_name: string | null;
  waiting_since: Date | string;
  reply_at: Date | string | null;
  reply_message: string | null;
  first_name: string | null;
  last_name: string | null;
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(/[zZ]|[+-]\d\d(:?\d\d)?$/.test(v) ? v : `${v}Z`)).toISOString();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The visible text of a reply's sanitised HTML cut to DASHBOARD_EXCERPT characters (code points, never half an
 * emoji): markup and script/style contents removed, entities read, white space collapsed.
 */
export function replyExcerpt(html: string): string {
  const text = html
    .replace(/<(script|style|template|noscript)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return [...text].slice(0, DASHBOARD_EXCERPT).join('');
}

/**
 * The DASHBOARD_TICKETS tickets of `scope` (docs/areas/dashboard.md, "Tickets"), each with its last reply (who, when,
 * its excerpt) and `waitingSince` (its last reply, else when it was raised). A department's list: its open tickets,
 * the longest waiting first. A creator's list: all of its tickets, the latest activity first (the later of its last
 * reply and its last change of status or record). Two levels: the order is read from the replies' (ticket,
 * created) index alone; the chosen tickets' last replies are then read whole. A department's list reads only its
 * earliest raised open tickets (below), not all of them.
 */
export async function ticketList(db: Db, scope: TicketListScope): Promise<DashboardTicket[]> {
  const limit = sql.raw(String(DASHBOARD_TICKETS));
  // A creator's list never shows nor counts an internal note (docs/areas/helpdesk.md, "Internal notes"): the raiser
  // does not work the ticket's department. A department's list is its own notes'.
  const replies = 'departmentId' in scope ? sql`` : sql` and not td.internal`;
  const details = async (pick: SQL, order: SQL) =>
    rowsOf<ListRow & { bound?: Date | string | null }>(
      await db.execute(sql`
        select p.id::text as id, p.number, p.title, p.status, p.created_at, d.name as department_name, p.waiting_since, p.bound,
          lr.created_at as reply_at, lr.message as reply_message, u.first_name, u.last_name
        from (${pick}) p
          left join departments d on d.id = p.department_id
          left join lateral (select td.created_at, td.message, td.user_id from ticket_discussions td
            where td.ticket_id = p.id${replies} order by td.created_at desc, td.id desc limit 1) lr on true
          left join users u on u.id = lr.user_id
        order by ${order}`),
    );
  let rows: ListRow[];
  if ('departmentId' in scope) {
    // A ticket waits at least since it was raised: the longest waiting are among the earliest raised. Candidates: the
    // `m` earliest raised of each open status (the department/status/created index, read in order); exact when the
    // last of the ten waits since before the earliest raised ticket left out (`bound`), else again with more.
    for (let m = 100; ; m *= 4) {
      const candidates = (status: number) =>
        sql`(select * from tickets where department_id = ${scope.departmentId} and status = ${status} order by created_at, id limit ${sql.raw(String(m))})`;
      const found = await details(
        sql`with c as materialized (${candidates(TicketStatus.Open)} union all ${candidates(TicketStatus.InProgress)}),
          b as (select min(last) as bound from (select max(created_at) as last, count(*) as k from c group by status) x where k >= ${m})
          select c.*, coalesce((select max(td.created_at) from ticket_discussions td where td.ticket_id = c.id), c.created_at) as waiting_since,
            (select bound from b) as bound
          from c order by waiting_since, c.number limit ${limit}`,
        sql`p.waiting_since, p.number`,
      );
      const bound = found[0]?.bound;
      const last = found.at(-1)?.waiting_since;
      if (bound === null || bound === undefined || (last !== undefined && Date.parse(iso(last)) < Date.parse(iso(bound)))) {
        rows = found;
        break;
      }
    }
  } else {
    rows = await details(
      sql`select * from (
          select t.*, l.last, coalesce(l.last, t.created_at) as waiting_since, null::timestamptz as bound
          from tickets t, lateral (select max(td.created_at) as last from ticket_discussions td where td.ticket_id = t.id${replies}) l
          where t.user_id = ${scope.userId}) t
        order by greatest(t.last, t.updated_at) desc, t.number desc limit ${limit}`,
      sql`greatest(lr.created_at, p.updated_at) desc, p.number desc`,
    );
  }
  return rows.map((r) => ({
    _id: r.id,
    number: Number(r.number),
    title: r.title,
    status: Number(r.status),
    departmentName: r.department_name ?? '',
    createdAt: iso(r.created_at),
    waitingSince: iso(r.waiting_since),
    lastReply:
      r.reply_at === null
        ? null
        : {
            by: [r.first_name, r.last_name].filter(Boolean).join(' '),
            at: iso(r.reply_at),
            excerpt: replyExcerpt(r.reply_message ?? ''),
          },
  }));
}
