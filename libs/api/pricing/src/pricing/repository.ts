/**
 * Overnight pricing's data layer, `app.pricing` (docs/areas/pricing.md, "Pricing"): the pricing table (hotels
 * with their chain and their overnight fractions), the modal's hotel search, and the updates of one hotel or of
 * every hotel of a chain, with the form's rules in order and one audit event per hotel changed.
 */
import {
  HOTEL_SEARCH_MIN_CHARS,
  OTHER_CHAIN_FILTER,
  PricingMessages,
  overnightError,
  type ChainOvernightBody,
  type HotelOvernightBody,
  type HotelPricing,
  type HotelSearchItem,
  type OvernightFractions,
  type PricingListQuery,
  type PricingListResponse,
} from '@backoffice/contracts';
import { audit, badRequest, containsPattern, isUuid, notFound, rowsOf, type Actor, type Db, type Tx } from '@backoffice/api-server';
import { commissions, hotels } from '@backoffice/api-server/schema';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';

/** Rows of the text search of the pricing modal (POST /hotel/querybyproperty with a name). */
export const PRICING_SEARCH_LIMIT = 50;
/** Rows per page of the pricing table when the query gives no `limit`. */
export const PRICING_PAGE_SIZE = 10;

const columns = {
  id: hotels.id,
  name: hotels.name,
  city: hotels.city,
  three: hotels.overnightThree,
  six: hotels.overnightSix,
  twelve: hotels.overnightTwelve,
  chainId: commissions.id,
  chainName: commissions.clientTypeName,
};
type PricingRow = { id: string; name: string; city: string; three: number; six: number; twelve: number; chainId: string | null; chainName: string | null };

const wire = (r: PricingRow): HotelPricing => ({
  _id: r.id,
  name: r.name,
  city: r.city,
  commission: r.chainId ? { _id: r.chainId, clientTypeName: r.chainName ?? '' } : null,
  overNightRatePercentage: { three: Number(r.three), six: Number(r.six), twelve: Number(r.twelve) },
});

/** A chain filter value: a chain id, or 'other' (any case) for the hotels without a chain; anything else matches none. */
function chainIs(chain: string): SQL {
  if (chain.toLowerCase() === OTHER_CHAIN_FILTER) return isNull(hotels.commissionId);
  return isUuid(chain) ? eq(hotels.commissionId, chain) : sql`false`;
}

/** A fraction as stored (numeric(5,4)): 4 decimals. */
const stored = (fraction: number) => Math.round(fraction * 10_000) / 10_000;

/**
 * The fractions of a body checked with the form's rules in order (contracts `overnightError` on the wire's
 * fractions: 'Please Select Property', 'Please Enter 3Hr Rate', …, 'Rate cannot be more than 100%').
 * @throws HttpError 400 with the first failing rule's message.
 */
function checkedFractions(hasTarget: boolean, body: { overNightRatePercentage?: Partial<Record<keyof OvernightFractions, number | null>> }): OvernightFractions {
  const rates = { three: body.overNightRatePercentage?.three, six: body.overNightRatePercentage?.six, twelve: body.overNightRatePercentage?.twelve };
  const error = overnightError(hasTarget, rates, 100);
  if (error) throw badRequest(error);
  return { three: stored(rates.three as number), six: stored(rates.six as number), twelve: stored(rates.twelve as number) };
}

const fractionsOf = (h: { overnightThree: number; overnightSix: number; overnightTwelve: number }): OvernightFractions => ({
  three: Number(h.overnightThree),
  six: Number(h.overnightSix),
  twelve: Number(h.overnightTwelve),
});

export class PricingRepository {
  constructor(private readonly db: Db) {}

  /**
   * The pricing table (GET /hotel/pricing): hotels not deleted, `search` a case-insensitive part of the name,
   * `chain` a chain id or 'other' (no chain), by name; one page (`page` from 1, `limit` default 10) and the total.
   * Cost (docs/api-database.md, "Which index a list reads"): the page reads migration 0040's `(lower(name), id)` or
   * `(commission_id, lower(name), id)` index, a later page from the end nearer to it after its total; the total
   * sums the hotel counters (a search counts its matches).
   */
  async list(query: PricingListQuery): Promise<PricingListResponse> {
    const where: SQL[] = [isNull(hotels.deletedAt)];
    const search = query.search?.trim();
    if (search) where.push(sql`${hotels.name} ilike ${containsPattern(search)}`);
    if (query.chain) where.push(chainIs(query.chain));
    const limit = query.limit ?? PRICING_PAGE_SIZE;
    const page = query.page ?? 1;
    const condition = and(...where);
    const read = (reversed: boolean, count: number, offset: number) =>
      this.db
        .select(columns)
        .from(hotels)
        .leftJoin(commissions, eq(commissions.id, hotels.commissionId))
        .where(condition)
        .orderBy(...(reversed ? [sql`lower(${hotels.name}) desc`, desc(hotels.id)] : [sql`lower(${hotels.name})`, asc(hotels.id)]))
        .limit(count)
        .offset(offset);
    const total = async (): Promise<number> => {
      if (search) {
        const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(hotels).where(condition);
        return Number(n);
      }
      // The hotel counters (`hotel_counts`, migration 0040, kept by the hotels' trigger): a few rows per chain.
      const chain = query.chain
        ? query.chain.toLowerCase() === OTHER_CHAIN_FILTER
          ? sql`where commission_id is null`
          : isUuid(query.chain)
            ? sql`where commission_id = ${query.chain}`
            : sql`where false`
        : sql``;
      const [{ n }] = rowsOf<{ n: number }>(await this.db.execute(sql`select coalesce(sum(n), 0)::int as n from hotel_counts ${chain}`));
      return Number(n);
    };
    const offset = (page - 1) * limit;
    let rows: Awaited<ReturnType<typeof read>>;
    let n: number;
    if (offset === 0) [rows, n] = await Promise.all([read(false, limit, 0), total()]);
    else {
      n = await total();
      if (offset >= n) rows = [];
      else if (n - offset - limit < offset) rows = (await read(true, Math.min(limit, n - offset), Math.max(0, n - offset - limit))).reverse();
      else rows = await read(false, limit, offset);
    }
    return { data: rows.map(wire), total: n };
  }

  /**
   * The pricing modals' search (POST /hotel/querybyproperty): a text matches hotel names containing it (more
   * than 2 characters, else nothing; at most 50 by name); a list of chain ids ('other' for no chain) answers
   * every hotel of those chains, by name. Deleted hotels never appear.
   */
  async queryByProperty(inputValue: string | readonly string[]): Promise<HotelPricing[]> {
    let match: SQL;
    let limit: number | undefined;
    if (typeof inputValue === 'string') {
      const text = inputValue.trim();
      if (text.length <= HOTEL_SEARCH_MIN_CHARS) return [];
      match = sql`${hotels.name} ilike ${containsPattern(text)}`;
      limit = PRICING_SEARCH_LIMIT;
    } else {
      const ids = [...new Set(inputValue.filter(isUuid))];
      const other = inputValue.some((v) => v.toLowerCase() === OTHER_CHAIN_FILTER);
      const parts: SQL[] = [];
      if (ids.length) parts.push(inArray(hotels.commissionId, ids));
      if (other) parts.push(isNull(hotels.commissionId));
      if (!parts.length) return [];
      match = or(...parts) as SQL;
    }
    const q = this.db
      .select(columns)
      .from(hotels)
      .leftJoin(commissions, eq(commissions.id, hotels.commissionId))
      .where(and(isNull(hotels.deletedAt), match))
      .orderBy(sql`lower(${hotels.name})`, asc(hotels.id));
    return (await (limit ? q.limit(limit) : q)).map(wire);
  }

  /**
   * The other body of the same call (POST /hotel/querybyproperty with `propertyId`, the Missing Property ID
   * editor's lookup): hotels (not deleted) whose property ID contains the text, the exact one first, then by
   * property ID; at most `limit` (default 20).
   */
  async queryByPropertyId(propertyId: string, limit = 20): Promise<HotelSearchItem[]> {
    const text = propertyId.trim();
    const rows = await this.db
      .select({ id: hotels.id, name: hotels.name, commission: hotels.commissionId, propertyId: hotels.propertyId, city: hotels.city })
      .from(hotels)
      .where(and(isNull(hotels.deletedAt), sql`${hotels.propertyId} ilike ${containsPattern(text)}`))
      .orderBy(sql`lower(${hotels.propertyId}) = lower(${text}) desc`, sql`lower(${hotels.propertyId})`, asc(hotels.id))
      .limit(limit);
    return rows.map((r) => ({ _id: r.id, name: r.name, commission: r.commission, propertyId: r.propertyId ?? '', city: r.city }));
  }

  /**
   * Sets one hotel's overnight fractions (POST /hotel/overNight), 4 decimals kept.
   * @returns 1, the hotels updated.
   * @throws HttpError 400 (the form's rules), 404 (no such hotel, or deleted).
   */
  async setHotel(body: HotelOvernightBody, actor: Actor): Promise<number> {
    const fractions = checkedFractions(!!body.hotelId, body);
    const hotelId = body.hotelId as string;
    if (!isUuid(hotelId)) throw notFound(PricingMessages.pricing.hotelNotFound);
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(hotels)
        .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)))
        .for('update');
      if (!before) throw notFound(PricingMessages.pricing.hotelNotFound);
      await this.write(tx, [before], fractions, actor, null);
      return 1;
    });
  }

  /**
   * Sets the overnight fractions of every hotel (not deleted) of a chain (PUT /hotel/OvernightUpdateBytype;
   * `commissionId` 'other': the hotels without a chain), in one transaction, one audit event per hotel.
   * @returns how many hotels were updated (0 for a chain without hotels).
   * @throws HttpError 400 (the form's rules), 404 (no such chain).
   */
  async setChain(body: ChainOvernightBody, actor: Actor): Promise<number> {
    const fractions = checkedFractions(!!body.commissionId, body);
    const chain = body.commissionId as string;
    const other = chain.toLowerCase() === OTHER_CHAIN_FILTER;
    if (!other && !isUuid(chain)) throw notFound(PricingMessages.pricing.chainNotFound);
    return this.db.transaction(async (tx) => {
      let chainName: string | null = null;
      if (!other) {
        const [row] = await tx.select({ name: commissions.clientTypeName }).from(commissions).where(eq(commissions.id, chain));
        if (!row) throw notFound(PricingMessages.pricing.chainNotFound);
        chainName = row.name;
      }
      const before = await tx
        .select()
        .from(hotels)
        .where(and(isNull(hotels.deletedAt), other ? isNull(hotels.commissionId) : eq(hotels.commissionId, chain)))
        .orderBy(asc(hotels.id))
        .for('update');
      await this.write(tx, before, fractions, actor, { chain: other ? OTHER_CHAIN_FILTER : chain, chainName });
      return before.length;
    });
  }

  private async write(
    tx: Tx,
    before: (typeof hotels.$inferSelect)[],
    fractions: OvernightFractions,
    actor: Actor,
    byChain: { chain: string; chainName: string | null } | null,
  ): Promise<void> {
    if (!before.length) return;
    await tx
      .update(hotels)
      .set({ overnightThree: fractions.three, overnightSix: fractions.six, overnightTwelve: fractions.twelve, updatedAt: new Date() })
      .where(
        inArray(
          hotels.id,
          before.map((h) => h.id),
        ),
      );
    for (const h of before) {
      await audit(tx, actor, {
        action: 'hotel.overnight',
        entityType: 'hotel',
        entityId: h.id,
        before: { overNightRatePercentage: fractionsOf(h) },
        after: { overNightRatePercentage: fractions, ...(byChain ? { byChain } : {}) },
      });
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Overnight pricing (pricing area). */
    pricing: PricingRepository;
  }
}

export default fp(
  async function pricingRepository(app) {
    app.decorate('pricing', new PricingRepository(app.db));
  },
  { name: 'pricing-repository' },
);
