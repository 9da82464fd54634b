/**
 * Deterministic demo data: the same departments, accounts and notifications on every run (ids come from a
 * seeded generator), then each area's part (its `seed` in libs/api/<area>), all in one transaction. Scale N
 * multiplies the users (and their notifications) for benchmarks; the demo accounts of demo-accounts.json exist
 * at every scale. The areas to seed are passed in: apps/api/src/seed/seed.ts composes every area's.
 */
import { hash } from '@node-rs/argon2';
import type { Role } from '@backoffice/contracts';
import { count } from 'drizzle-orm';
import type { ApiArea, AreaSeedWriter, SeedContext } from '../area';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { departments, notifications, users } from '../db/server.schema';
import { ARGON2ID } from '../services/passwords';
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
  /**
   * The loaded configuration, the areas' slices included (loadConfig): an area's seed reads its settings from it
   * through areaSettings (e.g. the chains' COMMISSION_URL_BASE). Without it, each slice's defaults.
   */
  config?: Partial<AppConfig>;
}

export interface SeedResult {
  departments: number;
  users: number;
  notifications: number;
  /** What each area's seed inserted, by area name (e.g. `helpdesk: { tickets: 8, … }`). */
  areas: Record<string, Record<string, number>>;
}

/**
 * Inserts the demo data into an empty database, in one transaction: the shared rows, then each area's.
 * @param areas the areas whose seed parts run, in this order.
 * @throws when the tables already hold rows that clash (use {@link seedIfEmpty}).
 */
export async function seed(db: Db, options: SeedOptions, areas: readonly ApiArea[] = []): Promise<SeedResult> {
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

  type UserInsert = typeof users.$inferInsert & { id: string; role: Role };
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

  const context: SeedContext = {
    rand,
    uuid: () => uuidFrom(rand),
    now,
    scale,
    departments: deptRows,
    departmentId: (name) => deptId.get(name),
    users: userRows,
    demoAccounts: DEMO_ACCOUNTS,
    config: options.config ?? {},
  };
  // Each area draws its ids after the shared rows, in the registry's order (the shared ids stay the same).
  const writers: [string, AreaSeedWriter][] = [];
  for (const area of areas) if (area.seed) writers.push([area.name, await area.seed(context)]);
  const areaResults: Record<string, Record<string, number>> = {};
  await db.transaction(async (tx) => {
    await tx.insert(departments).values(deptRows);
    for (let i = 0; i < userRows.length; i += 500) await tx.insert(users).values(userRows.slice(i, i + 500));
    for (let i = 0; i < notificationRows.length; i += 500) {
      await tx.insert(notifications).values(notificationRows.slice(i, i + 500));
    }
    for (const [name, write] of writers) areaResults[name] = await write(tx);
  });
  return {
    departments: deptRows.length,
    users: userRows.length,
    notifications: notificationRows.length,
    areas: areaResults,
  };
}

/** Seeds when the database has no users. @returns what was inserted, or null when it was not empty. */
export async function seedIfEmpty(
  db: Db,
  options: SeedOptions,
  areas: readonly ApiArea[] = [],
): Promise<SeedResult | null> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  // count() is a number on PGlite and a string on pg.
  if (Number(n) > 0) return null;
  return seed(db, options, areas);
}
