/**
 * Customers' data layer (docs/areas/bookings.md, "Customer records", "Bans", "Reset Guest Password"): a
 * customer's record (userType APP) with its bookings count and revenue, the bans per property, per owner's
 * linked properties and on every property, and the single-use password reset link. Every write runs in a
 * transaction with its audit event (entity type 'user').
 */
import {
  BookingsMessages,
  DEFAULT_CURRENCY_SYMBOL,
  PASSWORD_RESET_TTL_MINUTES,
  accountType,
  revenue,
  type BanEntry,
  type CustomerRecord,
} from '@backoffice/contracts';
import {
  audit,
  isUuid,
  liveLinkOf,
  newPasswordLinkToken,
  notFound,
  passwordLinkHash,
  prefixPattern,
  type Actor,
  type Db,
  type Passwords,
  type Tx,
} from '@backoffice/api-server';
import { charges, hotels, passwordResets, reservations, users } from '@backoffice/api-server/schema';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { customerBans } from '../bookings.schema';
import { reservationCustomerCounts } from '../reservations/reservation-counts';
import { userTypeCounts } from './customer-counts';

export class CustomerRepository {
  constructor(
    private readonly db: Db,
    private readonly passwords: Passwords,
  ) {}

  /** A customer (userType APP), or null; `notCustomer` when the user exists but is not a customer. */
  private async customer(db: Db | Tx, id: string) {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  /**
   * The customer's record: details, bookings (not cancelled) and revenue (the charges' amounts less refunds,
   * times the customer's exchange rate into A$, rounded up each as on the details page).
   * @throws HttpError 404 (no such user, or not a customer).
   */
  async record(id: string): Promise<CustomerRecord> {
    const user = await this.customer(this.db, id);
    if (!user) throw notFound(BookingsMessages.customer.notFound);
    if (user.userType !== 'APP') throw notFound(BookingsMessages.customer.notCustomer);
    // The bookings from the customer's counters (at most 15 rows, migration 0046), not a count of the reservations.
    const [{ n }] = await this.db
      .select({ n: sql<number>`coalesce(sum(${reservationCustomerCounts.n}), 0)::int` })
      .from(reservationCustomerCounts)
      .where(
        and(
          eq(reservationCustomerCounts.bookedById, id),
          sql`${reservationCustomerCounts.status} <> 'Cancelled'`,
        ),
      );
    const paid = await this.db
      .select({ amount: charges.amount, refunded: charges.refundedAmount, rate: charges.userExchangeRate })
      .from(charges)
      .innerJoin(reservations, eq(reservations.id, charges.reservationId))
      .where(and(eq(reservations.bookedById, id), inArray(charges.status, ['charged', 'success'])));
    const totalRevenue = paid.reduce((sum, c) => sum + revenue(c.amount - c.refunded, c.rate), 0);
    const [all] = await this.db
      .select({ id: customerBans.id })
      .from(customerBans)
      .where(and(eq(customerBans.userId, id), isNull(customerBans.hotelId)));
    return {
      customer: {
        _id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        fullName: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        mobile: user.mobile,
        provider: user.provider,
        contactEmail: user.contactEmail,
        accountType: accountType(user.provider),
        userType: user.userType ?? '',
        createdAt: user.createdAt.toISOString(),
      },
      totalBookings: Number(n),
      totalRevenue,
      currencySymbol: DEFAULT_CURRENCY_SYMBOL,
      bannedAll: Boolean(all),
    };
  }

  /**
   * Customers (user type APP, deleted ones included), searched by the start of a name or e-mail, paged by last name
   * then id (`page` from 1, `limit` default 25). Without a search the page is read through `users_customer_list_idx`
   * from the end nearer to it and the total is the APP row of `user_type_counts` (migration 0058; docs/api-database.md,
   * "Which index a list reads"); a search counts its matches.
   */
  async list(q: { page?: number; limit?: number; search?: string }) {
    const page = q.page ?? 1;
    const limit = q.limit ?? 25;
    const offset = (page - 1) * limit;
    const prefix = q.search?.trim() ? prefixPattern(q.search.trim().toLowerCase()) : null;
    const where = and(
      eq(users.userType, 'APP'),
      prefix
        ? or(
            sql`lower(${users.lastName}) like ${prefix}`,
            sql`lower(${users.firstName}) like ${prefix}`,
            sql`${users.email} like ${prefix}`,
          )
        : undefined,
    );
    const [{ n }] = prefix
      ? await this.db.select({ n: count() }).from(users).where(where)
      : await this.db
          .select({ n: sql<number>`coalesce(sum(${userTypeCounts.n}), 0)::int` })
          .from(userTypeCounts)
          .where(eq(userTypeCounts.userType, 'APP'));
    const total = Number(n);
    const fromEnd = offset < total && total - offset - limit < offset;
    const dir = fromEnd ? desc : asc;
    const found =
      offset >= total
        ? []
        : await this.db
            .select()
            .from(users)
            .where(where)
            .orderBy(dir(users.lastName), dir(users.id))
            .limit(fromEnd ? Math.min(limit, total - offset) : limit)
            .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
    const rows = fromEnd ? found.reverse() : found;
    return {
      data: rows.map((u) => ({
        _id: u.id,
        fullName: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        accountType: accountType(u.provider),
      })),
      total,
      page,
      limit,
    };
  }

  /** Ban entries of `hotelIds` for the customer, by hotel name. */
  private async entries(userId: string, hotelIds: string[], linked: Set<string>): Promise<BanEntry[]> {
    if (!hotelIds.length) return [];
    const rows = await this.db
      .select({ hotelId: hotels.id, name: hotels.name, bannedAt: customerBans.createdAt })
      .from(hotels)
      .leftJoin(customerBans, and(eq(customerBans.hotelId, hotels.id), eq(customerBans.userId, userId)))
      .where(inArray(hotels.id, hotelIds))
      .orderBy(asc(hotels.name));
    return rows.map((r) => ({
      hotelId: r.hotelId,
      name: r.name,
      block: r.bannedAt !== null,
      linked: linked.has(r.hotelId),
      bannedAt: r.bannedAt?.toISOString() ?? null,
    }));
  }

  private async bannedAll(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: customerBans.id })
      .from(customerBans)
      .where(and(eq(customerBans.userId, userId), isNull(customerBans.hotelId)));
    return Boolean(row);
  }

  /** POST /hotel/blockList: the properties the customer is banned from. @throws 404 (no such customer). */
  async banned(userId: string): Promise<{ bannedAll: boolean; data: BanEntry[] }> {
    await this.mustBeCustomer(this.db, userId);
    const rows = await this.db
      .select({ hotelId: customerBans.hotelId })
      .from(customerBans)
      .where(and(eq(customerBans.userId, userId), sql`${customerBans.hotelId} is not null`));
    return {
      bannedAll: await this.bannedAll(userId),
      data: await this.entries(
        userId,
        rows.map((r) => r.hotelId as string),
        new Set(),
      ),
    };
  }

  /**
   * POST /hotel/getblockInfo: the properties the customer booked, each with its ban; with `hotelId`, that
   * property's owner's other properties too (`linked`). @throws 404 (no such customer or property).
   */
  async info(userId: string, hotelId?: string): Promise<{ bannedAll: boolean; data: BanEntry[] }> {
    await this.mustBeCustomer(this.db, userId);
    const booked = await this.db
      .selectDistinct({ hotelId: reservations.hotelId })
      .from(reservations)
      .where(eq(reservations.bookedById, userId));
    const ids = new Set(booked.map((b) => b.hotelId));
    const linked = new Set<string>();
    if (hotelId) {
      for (const id of await this.linkedHotels(this.db, hotelId)) {
        ids.add(id);
        if (id !== hotelId) linked.add(id);
      }
    }
    return { bannedAll: await this.bannedAll(userId), data: await this.entries(userId, [...ids], linked) };
  }

  /** The hotel and its owner's other hotels (not deleted). @throws 404 when there is no such hotel. */
  private async linkedHotels(db: Db | Tx, hotelId: string): Promise<string[]> {
    if (!isUuid(hotelId)) throw notFound(BookingsMessages.customer.hotelNotFound);
    const [hotel] = await db
      .select({ ownerId: hotels.ownerId })
      .from(hotels)
      .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)));
    if (!hotel) throw notFound(BookingsMessages.customer.hotelNotFound);
    if (!hotel.ownerId) return [hotelId];
    const rows = await db
      .select({ id: hotels.id })
      .from(hotels)
      .where(and(eq(hotels.ownerId, hotel.ownerId), isNull(hotels.deletedAt)));
    return rows.map((r) => r.id);
  }

  private async mustBeCustomer(db: Db | Tx, userId: string) {
    const user = await this.customer(db, userId);
    if (!user || user.userType !== 'APP') throw notFound(BookingsMessages.customer.notFound);
    return user;
  }

  /**
   * Bans (`ban` true) or lifts the ban of (`ban` false) the customer on `scope`: one property, the linked
   * properties of its owner, or every property (lifting it lifts every ban). Records `user.ban` / `user.unban`.
   * @throws HttpError 404 (no such customer or property).
   */
  async setBan(
    userId: string,
    scope: { kind: 'one' | 'linked'; hotelId: string } | { kind: 'all' },
    ban: boolean,
    actor: Actor,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.mustBeCustomer(tx, userId);
      // One customer's bans change one at a time (the user row is the lock).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      let hotelIds: (string | null)[];
      if (scope.kind === 'all') hotelIds = [null];
      else if (scope.kind === 'one')
        hotelIds = (await this.linkedHotels(tx, scope.hotelId)).includes(scope.hotelId)
          ? [scope.hotelId]
          : [];
      else hotelIds = await this.linkedHotels(tx, scope.hotelId);
      if (ban) {
        for (const hotelId of hotelIds) {
          await tx
            .insert(customerBans)
            .values({ userId, hotelId, createdBy: actor.userId })
            .onConflictDoNothing();
        }
      } else if (scope.kind === 'all') {
        await tx.delete(customerBans).where(eq(customerBans.userId, userId));
      } else {
        await tx
          .delete(customerBans)
          .where(and(eq(customerBans.userId, userId), inArray(customerBans.hotelId, hotelIds as string[])));
      }
      await audit(tx, actor, {
        action: ban ? 'user.ban' : 'user.unban',
        entityType: 'user',
        entityId: userId,
        before: null,
        after: { scope: scope.kind, hotels: scope.kind === 'all' ? 'all' : hotelIds },
      });
    });
  }

  /**
   * Makes a single-use reset link for the customer (valid PASSWORD_RESET_TTL_MINUTES; an earlier unused link
   * stops working) and returns its token, with the address to mail it to.
   * @throws HttpError 404 (no such customer, or `email` is not the customer's).
   */
  async createReset(
    userId: string,
    email: string,
    actor: Actor,
  ): Promise<{ token: string; to: string; name: string }> {
    const token = newPasswordLinkToken();
    return this.db.transaction(async (tx) => {
      const user = await this.mustBeCustomer(tx, userId);
      if (user.email !== email.trim().toLowerCase()) throw notFound(BookingsMessages.customer.notFound);
      const now = new Date();
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        userId,
        purpose: 'customer_reset',
        tokenHash: passwordLinkHash(token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
      await audit(tx, actor, {
        action: 'user.password_reset_sent',
        entityType: 'user',
        entityId: userId,
        before: null,
        after: { email: user.email },
      });
      return {
        token,
        to: user.contactEmail || user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
      };
    });
  }

  /**
   * Sets a new password through a link of POST /user/resetPassword/confirm, once: a customer's reset, a manager's
   * invitation or a hotel account's reset (docs/api-database.md, "Single-use links").
   * @returns false when the link is unknown, of another purpose (a console user's link), used or expired; nothing
   *   changes then.
   */
  async completeReset(token: string, password: string, actor: Actor): Promise<boolean> {
    const passwordHash = await this.passwords.hash(password);
    return this.db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(liveLinkOf(token, 'resetConfirm'))
        .returning({ userId: passwordResets.userId });
      if (!reset) return false;
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, reset.userId));
      await audit(
        tx,
        { ...actor, userId: reset.userId },
        {
          action: 'user.password_reset',
          entityType: 'user',
          entityId: reset.userId,
          before: null,
          after: null,
        },
      );
      return true;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The customers' data layer (bookings area). */
    customers: CustomerRepository;
  }
}

export default fp(
  async function customerRepository(app) {
    app.decorate('customers', new CustomerRepository(app.db, app.passwords));
  },
  { name: 'customer-repository', dependencies: ['db'] },
);
