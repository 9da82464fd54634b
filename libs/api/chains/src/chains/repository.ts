/**
 * Property chains' data layer, `app.chains` (docs/areas/chains.md, "Property chains"): the list with hotel counts,
 * create, update and delete with the form's rules in order, the Other chain kept, every write audited.
 */
import { ChainsMessages, OTHER_CHAIN_NAME, commissionUrlOf, ratesAddUp, type Chain, type ChainBody } from '@backoffice/contracts';
import { areaSettings, audit, badRequest, conflict, isUuid, notFound, type Actor, type Db, type Tx } from '@backoffice/api-server';
import { commissions, hotels } from '@backoffice/api-server/schema';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { managerChains } from '../chains.schema';
import { chainsConfig } from '../config';

type ChainRow = typeof commissions.$inferSelect;

const wire = (r: ChainRow, hotelCount: number): Chain => ({
  _id: r.id,
  clientTypeName: r.clientTypeName,
  commissionRate: r.commissionRate,
  commissionRateNotGST: r.commissionRateNotGst,
  commissionRateGST: r.commissionRateGst,
  commissionUrl: r.commissionUrl,
  hotelCount,
});

const isOther = (name: string) => name.trim().toLowerCase() === OTHER_CHAIN_NAME.toLowerCase();

/** A rate the form may send: a percentage, more than 0, at most 100, 2 decimals at most. */
const validRate = (r: number) => r > 0 && r <= 100 && Math.abs(Math.round(r * 100) - r * 100) < 1e-6;

/**
 * The form's rules in order (docs/areas/chains.md, "Property chains"): the name, the three rates each non-zero,
 * each a percentage with 2 decimals, and the rate including GST the sum of the other two.
 * @throws HttpError 400 with the first failing rule's message.
 */
export function checkChainForm(body: ChainBody): { name: string; incl: number; excl: number; gst: number } {
  const name = body.clientTypeName?.trim() ?? '';
  if (!name) throw badRequest(ChainsMessages.chain.nameRequired);
  const rates = [body.commissionRate, body.commissionRateNotGST, body.commissionRateGST];
  if (rates.some((r) => r === null || r === undefined || r === 0)) throw badRequest(ChainsMessages.chain.rateRequired);
  const [incl, excl, gst] = rates as number[];
  if (!rates.every((r) => validRate(r as number))) throw badRequest(ChainsMessages.chain.rateRange);
  if (!ratesAddUp(incl, excl, gst)) throw badRequest(ChainsMessages.chain.rateSum);
  return { name, incl, excl, gst };
}

export class ChainRepository {
  constructor(
    private readonly db: Db,
    private readonly urlBase: string,
  ) {}

  /**
   * Every chain by name, with its count of hotels (not deleted): the sum of its rows of the hotel counters
   * (`hotel_counts`, kept by a trigger on hotels, migration 0040), at most 6 per chain, never its hotels
   * (docs/api-database.md, "Which index a list reads", rule 2).
   */
  async list(): Promise<Chain[]> {
    const rows = await this.db
      .select({ c: commissions, n: sql<number>`(select coalesce(sum(hc.n), 0)::int from hotel_counts hc where hc.commission_id = ${commissions.id})` })
      .from(commissions)
      .orderBy(asc(sql`lower(${commissions.clientTypeName})`));
    return rows.map((r) => wire(r.c, Number(r.n)));
  }

  /** Adds a chain. @throws HttpError 400 (the form's rules), 409 (the name is taken). */
  async create(body: ChainBody, actor: Actor): Promise<Chain> {
    const f = checkChainForm(body);
    return this.db.transaction(async (tx) => {
      await this.nameFree(tx, f.name, null);
      const [row] = await tx
        .insert(commissions)
        .values({ clientTypeName: f.name, commissionRate: f.incl, commissionRateNotGst: f.excl, commissionRateGst: f.gst, commissionUrl: commissionUrlOf(this.urlBase, f.name) })
        .returning();
      await audit(tx, actor, { action: 'commission.create', entityType: 'commission', entityId: row.id, before: null, after: this.audited(row) });
      return wire(row, 0);
    });
  }

  /**
   * Updates a chain's name and rates; Other keeps its name. New rates apply to reservations made from then on:
   * a reservation's commission is fixed on its charge when it is made, and billing copies it as billed.
   * @throws HttpError 400, 404, 409 (Other renamed, the name taken).
   */
  async update(body: ChainBody, actor: Actor): Promise<Chain> {
    const f = checkChainForm(body);
    if (!body.id || !isUuid(body.id)) throw notFound(ChainsMessages.chain.notFound);
    const id = body.id;
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(commissions).where(eq(commissions.id, id)).for('update');
      if (!before) throw notFound(ChainsMessages.chain.notFound);
      if (isOther(before.clientTypeName) && f.name !== before.clientTypeName) throw conflict(ChainsMessages.chain.otherLocked);
      await this.nameFree(tx, f.name, id);
      const [row] = await tx
        .update(commissions)
        .set({ clientTypeName: f.name, commissionRate: f.incl, commissionRateNotGst: f.excl, commissionRateGst: f.gst, commissionUrl: commissionUrlOf(this.urlBase, f.name), updatedAt: new Date() })
        .where(eq(commissions.id, id))
        .returning();
      await audit(tx, actor, { action: 'commission.update', entityType: 'commission', entityId: id, before: this.audited(before), after: this.audited(row) });
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(hotels).where(and(eq(hotels.commissionId, id), isNull(hotels.deletedAt)));
      return wire(row, Number(n));
    });
  }

  /**
   * Deletes a chain by its name: refused for Other, and while hotels or managers still belong to it (the answer
   * says how many).
   * @throws HttpError 404, 409.
   */
  async remove(name: string, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(commissions).where(sql`lower(${commissions.clientTypeName}) = lower(${name.trim()})`).for('update');
      if (!row) throw notFound(ChainsMessages.chain.notFound);
      if (isOther(row.clientTypeName)) throw conflict(ChainsMessages.chain.otherLocked);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(hotels).where(eq(hotels.commissionId, row.id));
      if (Number(n) > 0) throw conflict(ChainsMessages.chain.hasHotels(Number(n)));
      const [{ m }] = await tx.select({ m: sql<number>`count(*)::int` }).from(managerChains).where(eq(managerChains.commissionId, row.id));
      if (Number(m) > 0) throw conflict(ChainsMessages.chain.hasManagers(Number(m)));
      await tx.delete(commissions).where(eq(commissions.id, row.id));
      await audit(tx, actor, { action: 'commission.delete', entityType: 'commission', entityId: row.id, before: this.audited(row), after: null });
    });
  }

  private async nameFree(tx: Tx, name: string, exceptId: string | null): Promise<void> {
    const same = sql`lower(${commissions.clientTypeName}) = lower(${name})`;
    const [taken] = await tx.select({ id: commissions.id }).from(commissions).where(exceptId ? and(same, ne(commissions.id, exceptId)) : same);
    if (taken) throw conflict(ChainsMessages.chain.nameTaken);
  }

  private audited(r: ChainRow) {
    return { clientTypeName: r.clientTypeName, commissionRate: r.commissionRate, commissionRateNotGST: r.commissionRateNotGst, commissionRateGST: r.commissionRateGst, commissionUrl: r.commissionUrl };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Property chains (chains area). */
    chains: ChainRepository;
  }
}

export default fp(
  async function chainRepository(app) {
    app.decorate('chains', new ChainRepository(app.db, areaSettings(app.config, chainsConfig).commissionUrlBase));
  },
  { name: 'chain-repository' },
);
