/**
 * Deterministic demo data: the same departments, accounts and notifications on every run (ids come from a
 * seeded generator). Scale N multiplies the users (and their notifications) for benchmarks; the demo
 * accounts of demo-accounts.json exist at every scale.
 */
import { hash } from '@node-rs/argon2';
import type { Role } from '@backoffice/contracts';
import { count } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { departments, notifications, ticketDiscussions, tickets, users } from '../db/schema';
import { ARGON2ID } from '../services/passwords';
import { prepareDemoContent, writeDemoContent, type ContentSeedResult } from './content';
import demoAccounts from './demo-accounts.json';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  department: string | null;
  phone: string | null;
}

export const DEMO_ACCOUNTS = demoAccounts as DemoAccount[];

export const DEMO_DEPARTMENTS = ['Customer Support', 'Finance', 'Hotel Onboarding', 'Technology', 'Operations'];

/** Demo help-desk tickets (status 1 Open … 4 Closed, priority 1 Low … 4 Urgent) and their replies. */
const DEMO_TICKETS: { title: string; message: string; department: string; status: number; priority: number; replies: string[] }[] = [
  { title: 'Guest charged twice for a 6h stay', message: '<p>Booking <b>MS-48213</b> at Hotel Sea Breeze shows two card charges for the same slot. Please refund one.</p>', department: 'Finance', status: 2, priority: 3, replies: ['We can see both captures; the duplicate is being refunded.', 'Thanks, the guest is waiting for confirmation.'] },
  { title: 'Hotel cannot upload room photos', message: '<p>The partner at Palm Residency gets an error when uploading more than three photos.</p>', department: 'Hotel Onboarding', status: 1, priority: 2, replies: [] },
  { title: 'Refund request stuck in pending', message: '<p>A cancellation from last Friday is still <i>pending</i> in the refund report.</p>', department: 'Customer Support', status: 1, priority: 2, replies: ['Looking into it with the payments team.'] },
  { title: 'Invoice PDF shows the wrong GST number', message: '<p>October invoices for Mumbai hotels print the old GSTIN.</p>', department: 'Finance', status: 3, priority: 2, replies: ['Fixed in the template; the invoices were regenerated.', 'Confirmed, thank you.'] },
  { title: 'VPN access for the new joiner', message: '<p>Please set up VPN access for a new Customer Support colleague starting Monday.</p>', department: 'Technology', status: 4, priority: 1, replies: ['Access granted; credentials sent by e-mail.'] },
  { title: 'Check-in window missing for 3h slot', message: '<p>Hotel Orchid shows no check-in window for its 3h slot on weekends.</p>', department: 'Operations', status: 1, priority: 3, replies: [] },
  { title: 'Guest complaint about noisy room', message: '<p>A guest at Grand Lotus asked for a partial refund after a noisy 12h stay.</p>', department: 'Customer Support', status: 2, priority: 2, replies: ['Called the hotel; they offered a room change.', 'The guest accepted a 20% refund instead.'] },
  { title: 'Payout to hotel delayed', message: '<p>The payout for Hotel Sunrise did not arrive 24 hours before check-in.</p>', department: 'Finance', status: 1, priority: 4, replies: [] },
];

const FIRST = ['Aarav', 'Ananya', 'Kabir', 'Diya', 'Rohan', 'Isha', 'Nikhil', 'Sneha', 'Karan', 'Pooja', 'Aditya', 'Neha'];
const LAST = ['Gupta', 'Reddy', 'Singh', 'Patel', 'Das', 'Joshi', 'Menon', 'Bose', 'Kapoor', 'Chopra', 'Pillai', 'Verma'];

/** A small deterministic PRNG (mulberry32). */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuidFrom(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export interface SeedOptions {
  /** Multiplies the generated users (1 = the demo set). */
  scale?: number;
  argon2: AppConfig['argon2'];
  /** The instant notifications are dated back from (defaults to now). */
  now?: Date;
}

export interface SeedResult {
  departments: number;
  users: number;
  notifications: number;
  tickets: number;
  /** Website content (content.ts). */
  content: ContentSeedResult;
}

/**
 * Inserts the demo data into an empty database, in one transaction.
 * @throws when the tables already hold rows that clash (use {@link seedIfEmpty}).
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const rand = prng(20261122);
  const now = options.now ?? new Date();
  // One hash per distinct password: argon2 is slow by design, and scale 100 would take minutes otherwise.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    let h = hashes.get(password);
    if (!h) hashes.set(password, (h = hash(password, { algorithm: ARGON2ID, ...options.argon2 })));
    return h;
  };

  const deptRows = DEMO_DEPARTMENTS.map((name) => ({ id: uuidFrom(rand), name }));
  const deptId = new Map(deptRows.map((d) => [d.name, d.id]));

  type UserInsert = typeof users.$inferInsert & { id: string };
  const userRows: UserInsert[] = [];
  for (const a of DEMO_ACCOUNTS) {
    userRows.push({
      id: uuidFrom(rand),
      email: a.email,
      passwordHash: await hashOf(a.password),
      role: a.role,
      firstName: a.firstName,
      lastName: a.lastName,
      departmentId: a.department ? (deptId.get(a.department) ?? null) : null,
      phone: a.phone,
    });
  }
  const extra = scale === 1 ? 4 : 10 * scale;
  const employeeHash = await hashOf('Employee#2026');
  for (let i = 1; i <= extra; i++) {
    const first = FIRST[Math.floor(rand() * FIRST.length)];
    const last = LAST[Math.floor(rand() * LAST.length)];
    const isDept = i % 5 === 0;
    userRows.push({
      id: uuidFrom(rand),
      email: `${first}.${last}.${i}@staff.example.com`.toLowerCase(),
      passwordHash: employeeHash,
      role: isDept ? 'Department' : 'Employee',
      firstName: first,
      lastName: last,
      departmentId: isDept ? deptRows[i % deptRows.length].id : null,
      phone: null,
    });
  }

  const signupText = (u: (typeof userRows)[number]) => `New ${u.role} sign-up: ${u.firstName} ${u.lastName}`;
  const texts = ['', 'Welcome to the Back Office', 'Scheduled maintenance tonight at 23:00 IST'];
  const admins = userRows.filter((u) => u.role === 'SuperAdmin');
  const notificationRows: (typeof notifications.$inferInsert)[] = [];
  let minutes = 0;
  for (const admin of admins) {
    for (const u of userRows.filter((x) => x.role !== 'SuperAdmin').slice(0, 3)) {
      minutes += 37;
      notificationRows.push({
        id: uuidFrom(rand),
        userId: admin.id,
        name: signupText(u),
        createdAt: new Date(now.getTime() - minutes * 60_000),
        isRead: minutes > 60,
      });
    }
  }
  for (const u of userRows.filter((x) => x.role !== 'SuperAdmin')) {
    minutes += 11;
    notificationRows.push({
      id: uuidFrom(rand),
      userId: u.id,
      name: texts[minutes % 2 === 0 ? 1 : 2],
      createdAt: new Date(now.getTime() - minutes * 60_000),
      isRead: false,
    });
  }

  // Help-desk tickets from the demo Employees, some with replies from the target department (drawn after
  // everything above so that the users' and departments' ids stay the same).
  const byEmail = new Map(userRows.map((u) => [u.email, u]));
  const employees = DEMO_ACCOUNTS.filter((a) => a.role === 'Employee').flatMap((a) => byEmail.get(a.email) ?? []);
  const deskOf = (departmentId: string) => userRows.find((u) => u.role === 'Department' && u.departmentId === departmentId);
  const ticketRows: (typeof tickets.$inferInsert & { id: string })[] = [];
  const discussionRows: (typeof ticketDiscussions.$inferInsert)[] = [];
  let ticketMinutes = 0;
  DEMO_TICKETS.forEach((t, i) => {
    const departmentId = deptId.get(t.department);
    if (!departmentId || employees.length === 0) return;
    ticketMinutes += 173;
    const createdAt = new Date(now.getTime() - (DEMO_TICKETS.length * 173 + 60 - ticketMinutes) * 60_000 - 86_400_000);
    const author = employees[i % employees.length];
    const id = uuidFrom(rand);
    ticketRows.push({ id, title: t.title, message: t.message, status: t.status, priority: t.priority, departmentId, userId: author.id, createdAt, updatedAt: createdAt });
    const desk = deskOf(departmentId);
    t.replies.forEach((text, j) => {
      const fromDesk = j % 2 === 0 && desk;
      discussionRows.push({
        id: uuidFrom(rand),
        ticketId: id,
        userId: fromDesk ? desk.id : author.id,
        departmentId: fromDesk ? departmentId : null,
        message: `<p>${text}</p>`,
        createdAt: new Date(createdAt.getTime() + (j + 1) * 47 * 60_000),
      });
    });
  });

  const content = await prepareDemoContent();
  let contentResult: ContentSeedResult | undefined;
  await db.transaction(async (tx) => {
    await tx.insert(departments).values(deptRows);
    for (let i = 0; i < userRows.length; i += 500) await tx.insert(users).values(userRows.slice(i, i + 500));
    for (let i = 0; i < notificationRows.length; i += 500) {
      await tx.insert(notifications).values(notificationRows.slice(i, i + 500));
    }
    if (ticketRows.length) await tx.insert(tickets).values(ticketRows);
    if (discussionRows.length) await tx.insert(ticketDiscussions).values(discussionRows);
    contentResult = await writeDemoContent(tx, content, now);
  });
  return {
    departments: deptRows.length,
    users: userRows.length,
    notifications: notificationRows.length,
    tickets: ticketRows.length,
    content: contentResult ?? { blocks: 0, faqs: 0, subscriptions: 0, enquiries: 0 },
  };
}

/** Seeds when the database has no users. @returns what was inserted, or null when it was not empty. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult | null> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  // count() is a number on PGlite and a string on pg.
  if (Number(n) > 0) return null;
  return seed(db, options);
}
