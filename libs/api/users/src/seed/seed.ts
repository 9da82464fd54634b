/**
 * The users area's demo data (docs/areas/users.md, "Demo data"), seeded last, after the accounts the shared seed,
 * hotels, bookings and chains make: console staff whose lists show every account status (Employees and Department
 * users with last sign-in times, two Not Active by a past expiry, one with a future expiry, one invited who has not
 * set a password yet, one deleted), a second Admin with a mobile number, Owners with their chain and two of its
 * hotels, a Customer and a Guest without bookings, and one account of each hotel kind the other seeds did not make
 * (when an area is seeded alone). Staff sign in with the demo passwords (the second Admin with the Admin's, the
 * others with the Employees'). Deterministic: ids are drawn from the seed's generator inside the writer (the last
 * one: the other areas' draws stay as they were), dates counted from the seed's instant. Idempotent: a database
 * that holds the second Admin is left as it is.
 */
import { OTHER_CHAIN_NAME, userKind, type UserKind } from '@backoffice/contracts';
import type { AreaSeedWriter, SeedContext, Tx } from '@backoffice/api-server';
import { commissions, hotels, managerChains, managerHotels, users } from '@backoffice/api-server/schema';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';

/** The second Admin: its e-mail marks a database this seed has run on. */
export const SEED_SECOND_ADMIN = { email: 'kiran.desai@staff.example.com', firstName: 'Kiran', lastName: 'Desai', phone: '+919800000002' };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type UserInsert = typeof users.$inferInsert;

/** Console staff besides the demo accounts: `signedIn` hours ago (null: never), `expires` in days (negative: past). */
const STAFF: {
  email: string;
  firstName: string;
  lastName: string;
  role: 'Employee' | 'Department';
  department?: string;
  signedIn: number | null;
  expires?: number;
  invited?: boolean;
  deleted?: boolean;
}[] = [
  { email: 'farah.khan@staff.example.com', firstName: 'Farah', lastName: 'Khan', role: 'Employee', signedIn: 3 },
  { email: 'dev.malhotra@staff.example.com', firstName: 'Dev', lastName: 'Malhotra', role: 'Employee', signedIn: 30 },
  { email: 'lata.mishra@staff.example.com', firstName: 'Lata', lastName: 'Mishra', role: 'Employee', signedIn: 24 * 40, expires: -7 },
  { email: 'sahil.bhat@staff.example.com', firstName: 'Sahil', lastName: 'Bhat', role: 'Employee', signedIn: 50, expires: 30 },
  { email: 'nisha.rao@staff.example.com', firstName: 'Nisha', lastName: 'Rao', role: 'Employee', signedIn: null, invited: true },
  { email: 'omkar.jain@staff.example.com', firstName: 'Omkar', lastName: 'Jain', role: 'Employee', signedIn: 24 * 90, deleted: true },
  { email: 'onboarding.desk@staff.example.com', firstName: 'Tara', lastName: 'Fernandes', role: 'Department', department: 'Hotel Onboarding', signedIn: 5 },
  { email: 'tech.desk@staff.example.com', firstName: 'Yusuf', lastName: 'Ali', role: 'Department', department: 'Technology', signedIn: 72 },
  { email: 'ops.desk@staff.example.com', firstName: 'Gita', lastName: 'Pillai', role: 'Department', department: 'Operations', signedIn: 24 * 20, expires: -1 },
];

/** Owners with a chain: the first two chains (by name) that have two live hotels or more. */
const OWNERS = [
  { firstName: 'Helen', lastName: 'Morris' },
  { firstName: 'Rahul', lastName: 'Saxena' },
];

/** One account of each hotel or customer kind, made only when no other seed made one (an area seeded alone). */
const MISSING_KINDS: { kind: UserKind; email: string; firstName: string; lastName: string; fields: Partial<UserInsert> }[] = [
  { kind: 'Hotel Manager', email: 'hotel.manager@hotels.example', firstName: 'Ana', lastName: 'Lopez', fields: { userType: 'EMPLOYEE', accessLevel: 'REGIONALMANAGER' } },
  { kind: 'Revenue Manager', email: 'revenue.manager@hotels.example', firstName: 'Ben', lastName: 'Okafor', fields: { userType: 'EMPLOYEE', accessLevel: 'GROUPMANAGER' } },
  { kind: 'Owner', email: 'hotel.owner@hotels.example', firstName: 'Clara', lastName: 'Weiss', fields: { userType: 'ADMIN', accessLevel: 'OWNER' } },
  { kind: 'Reservation Contact', email: 'reservations.contact@hotels.example', firstName: 'Dan', lastName: 'Moore', fields: { userType: 'EMPLOYEE', accessLevel: 'STANDARD' } },
  { kind: 'Manager', email: 'front.manager@hotels.example', firstName: 'Eve', lastName: 'Park', fields: { userType: 'EMPLOYEE', accessLevel: 'MANAGER' } },
];

/** A Customer and a Guest who never booked (the customers seed gives its customers bookings). */
const NEW_CUSTOMERS = [
  { email: 'new.customer@customers.example', firstName: 'Nora', lastName: 'Quinn', provider: 'Timeflyz' },
  { email: 'new.guest@customers.example', firstName: 'Gus', lastName: 'Hale', provider: 'Guest' },
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function usersSeed(context: SeedContext): Promise<AreaSeedWriter> {
  const { uuid, now, demoAccounts } = context;
  const at = (offset: number) => new Date(now.getTime() + offset);
  const adminEmail = demoAccounts.find((a) => a.role === 'SuperAdmin')?.email;
  const employeeEmail = demoAccounts.find((a) => a.role === 'Employee')?.email;

  return async (tx: Tx): Promise<Record<string, number>> => {
    const [marked] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SEED_SECOND_ADMIN.email));
    if (marked) return {};
    const hashOf = async (email: string | undefined) =>
      email ? ((await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]?.hash ?? null) : null;
    const adminHash = await hashOf(adminEmail);
    const staffHash = await hashOf(employeeEmail);
    const departmentRows = context.departments;
    const departmentOf = (name: string | undefined) => departmentRows.find((d) => d.name === name)?.id ?? null;

    const rows: UserInsert[] = [];
    let daysAgo = 0;
    const created = () => at(-(daysAgo += 9) * DAY);
    rows.push({
      id: uuid(),
      email: SEED_SECOND_ADMIN.email,
      firstName: SEED_SECOND_ADMIN.firstName,
      lastName: SEED_SECOND_ADMIN.lastName,
      role: 'SuperAdmin',
      phone: SEED_SECOND_ADMIN.phone,
      passwordHash: adminHash,
      lastLoggedIn: at(-2 * HOUR),
      createdAt: created(),
    });
    for (const s of STAFF) {
      const departmentId = s.role === 'Department' ? departmentOf(s.department) : null;
      if (s.role === 'Department' && !departmentId) continue;
      rows.push({
        id: uuid(),
        email: s.email,
        firstName: s.firstName,
        lastName: s.lastName,
        role: s.role,
        departmentId,
        passwordHash: s.invited ? null : staffHash,
        lastLoggedIn: s.signedIn === null ? null : at(-s.signedIn * HOUR),
        expireDate: s.expires === undefined ? null : at(s.expires * DAY),
        deletedAt: s.deleted ? at(-10 * DAY) : null,
        disabled: !!s.deleted,
        createdAt: created(),
      });
    }

    // Owners of the chains that have hotels, with two of them.
    const chainRows = await tx
      .select({ id: commissions.id, name: commissions.clientTypeName })
      .from(commissions)
      .where(ne(commissions.clientTypeName, OTHER_CHAIN_NAME))
      .orderBy(asc(commissions.clientTypeName));
    const assignments: { userId: string; chainId: string; hotelIds: string[] }[] = [];
    for (const chain of chainRows) {
      if (assignments.length === OWNERS.length) break;
      const ofChain = await tx
        .select({ id: hotels.id })
        .from(hotels)
        .where(and(eq(hotels.commissionId, chain.id), isNull(hotels.deletedAt)))
        .orderBy(asc(hotels.name))
        .limit(2);
      if (ofChain.length < 2) continue;
      const person = OWNERS[assignments.length];
      const id = uuid();
      rows.push({
        id,
        email: `owner.${slug(chain.name)}@hotels.example`,
        ...person,
        userType: 'ADMIN',
        accessLevel: 'OWNER',
        title: 'Owner',
        mobile: `+61 4${String(10_000_000 + assignments.length * 1_234_567)}`,
        lastLoggedIn: at(-(assignments.length + 1) * 26 * HOUR),
        createdAt: created(),
      });
      assignments.push({ userId: id, chainId: chain.id, hotelIds: ofChain.map((h) => h.id) });
    }

    // The kinds no seed made (an area seeded alone): one each, in the first chain (or Other) and its hotels.
    const present = new Set(
      (await tx.select({ role: users.role, userType: users.userType, accessLevel: users.accessLevel, provider: users.provider }).from(users).where(isNull(users.deletedAt))).map(userKind),
    );
    if (assignments.length) present.add('Owner');
    const [firstChain] = chainRows.length ? chainRows : await tx.select({ id: commissions.id, name: commissions.clientTypeName }).from(commissions).limit(1);
    const firstHotels = firstChain
      ? await tx.select({ id: hotels.id }).from(hotels).where(and(eq(hotels.commissionId, firstChain.id), isNull(hotels.deletedAt))).orderBy(asc(hotels.name)).limit(2)
      : [];
    for (const m of MISSING_KINDS) {
      if (present.has(m.kind)) continue;
      const id = uuid();
      rows.push({ id, email: m.email, firstName: m.firstName, lastName: m.lastName, ...m.fields, createdAt: created() });
      const level = m.fields.accessLevel;
      if (firstChain && (level === 'REGIONALMANAGER' || level === 'GROUPMANAGER' || level === 'OWNER')) {
        assignments.push({ userId: id, chainId: firstChain.id, hotelIds: level === 'GROUPMANAGER' ? [] : firstHotels.map((h) => h.id) });
      }
    }

    for (const c of NEW_CUSTOMERS) {
      rows.push({ id: uuid(), email: c.email, firstName: c.firstName, lastName: c.lastName, userType: 'APP', provider: c.provider, mobile: '', createdAt: created() });
    }

    const inserted = await tx.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
    const made = new Set(inserted.map((u) => u.id));
    for (const a of assignments) {
      if (!made.has(a.userId)) continue;
      await tx.insert(managerChains).values({ userId: a.userId, commissionId: a.chainId }).onConflictDoNothing();
      if (a.hotelIds.length) await tx.insert(managerHotels).values(a.hotelIds.map((hotelId) => ({ userId: a.userId, hotelId }))).onConflictDoNothing();
    }
    const madeRows = rows.filter((r) => made.has(r.id as string));
    return {
      // Console accounts (a role), deleted one included: the shared seed's count does not hold them.
      consoleUsers: madeRows.filter((r) => r.role).length,
      hotelAccounts: madeRows.filter((r) => !r.role && r.userType !== 'APP').length,
      customers: madeRows.filter((r) => r.userType === 'APP').length,
    };
  };
}
