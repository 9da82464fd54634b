/**
 * Country VAT/GST's data layer, `app.vatgst` (docs/areas/pricing.md, "Country VAT/GST", "Effective-dated rates"):
 * the list, add, edit, delete, one country with its versions, and the country as it stood on a day.
 *
 * A country's exchange rate (units of its currency per Australian dollar) and VAT (percent) are effective-dated:
 * `vatgst_versions` holds every version with the UTC day it takes effect (`create` when the country is added,
 * `edit` when a SuperAdmin changes them, `feed` from the exchange rate job); the version in effect on a day is
 * the latest with `effective_from` on or before it ({@link versionOn}). The `vatgst` row holds the version in
 * effect today. So a reservation or a statement of last month recomputes with last month's rate and VAT
 * (`app.vatgst.at(flag, day)`), whatever was edited since.
 */
import {
  PricingMessages,
  countryProblem,
  isIsoDay,
  utcDay,
  type AddVatBody,
  type EditVatBody,
  type VatAt,
  type VatDetail,
  type VatRecord,
  type VatVersion,
} from '@backoffice/contracts';
import { audit, badRequest, changedFields, conflict, isUniqueViolation, isUuid, notFound, type Actor, type Db, type Tx } from '@backoffice/api-server';
import { users, vatgst, vatgstVersions } from '@backoffice/api-server/schema';
import { and, asc, desc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';

type VatRow = typeof vatgst.$inferSelect;
type VersionRow = typeof vatgstVersions.$inferSelect;

/** What a version carries: the day it takes effect (YYYY-MM-DD, UTC), the rate and the VAT. */
export interface RateVersion {
  effectiveFrom: string;
  exchangeRate: number;
  vat: number;
}

/**
 * The version in effect on `day` (YYYY-MM-DD): the latest with `effectiveFrom` on or before it. A day before
 * every version gets the earliest (the oldest values known); no versions, null. Pure: any order in.
 */
export function versionOn<T extends { effectiveFrom: string }>(versions: readonly T[], day: string): T | null {
  let inEffect: T | null = null;
  let earliest: T | null = null;
  for (const v of versions) {
    if (v.effectiveFrom <= day && (!inEffect || v.effectiveFrom > inEffect.effectiveFrom)) inEffect = v;
    if (!earliest || v.effectiveFrom < earliest.effectiveFrom) earliest = v;
  }
  return inEffect ?? earliest;
}

/** A rate as stored (numeric(14,6)). */
const storedRate = (rate: number) => Math.round(rate * 1e6) / 1e6;
/** A VAT as stored (numeric(5,2)). */
const storedVat = (vat: number) => Math.round(vat * 100) / 100;
/** The largest rate numeric(14,6) holds. */
const RATE_MAX = 1e8;

export const vatWire = (r: VatRow): VatRecord => ({
  _id: r.id,
  countryname: r.countryname,
  countryflag: r.countryflag,
  currencyFor: r.currencyFor,
  shortName: r.shortName,
  currencyFullName: r.currencyFullName,
  exchangeRate: Number(r.exchangeRate),
  vat: Number(r.vat),
  isDeleted: r.isDeleted,
});

/**
 * The form's fields checked (contracts `countryProblem`: a 400 naming its field) and normalised: trimmed, flag and
 * currency upper-case.
 */
function checkedCountry(body: AddVatBody) {
  const problem = countryProblem(body);
  if (problem) throw badRequest(problem.message, problem.field);
  const exchangeRate = storedRate(Number(body.exchangeRate));
  if (exchangeRate <= 0 || exchangeRate >= RATE_MAX) throw badRequest(PricingMessages.country.rateInvalid, 'exchangeRate');
  return {
    countryname: String(body.countryname).trim(),
    countryflag: String(body.countryflag).trim().toUpperCase(),
    currencyFor: String(body.currencyFor).trim().toUpperCase(),
    shortName: String(body.shortName).trim(),
    currencyFullName: String(body.currencyFullName).trim(),
    exchangeRate,
    vat: storedVat(Number(body.vat)),
  };
}

/** The same country: the same name (any case) or the same 2-letter flag, among countries not deleted. */
const sameCountry = (name: string, flag: string): SQL =>
  sql`not ${vatgst.isDeleted} and (lower(${vatgst.countryname}) = lower(${name}) or upper(${vatgst.countryflag}) = ${flag})`;

/** The fields of a country the audit trail records. */
const audited = (r: VatRow): Record<string, unknown> => Object.fromEntries(Object.entries(vatWire(r)).filter(([key]) => key !== '_id'));

/**
 * The country `id` not deleted, its row locked in `tx` until the transaction ends (an edit and a delete of the
 * same country run one after the other). @throws HttpError 404 (unknown or deleted).
 */
async function lockedCountry(tx: Tx, id: string): Promise<VatRow> {
  const [row] = await tx.select().from(vatgst).where(and(eq(vatgst.id, id), eq(vatgst.isDeleted, false))).for('update');
  if (!row) throw notFound(PricingMessages.country.notFound);
  return row;
}

export class VatgstRepository {
  constructor(
    private readonly db: Db,
    /** Today's UTC day (tests may fix it). */
    private readonly today: () => string = () => utcDay(new Date()),
  ) {}

  /** Countries not deleted, by name (GET /vatgst/all), with the rate and VAT in effect today. */
  async list(db: Db | Tx = this.db): Promise<VatRecord[]> {
    const rows = await db.select().from(vatgst).where(eq(vatgst.isDeleted, false)).orderBy(asc(vatgst.countryname));
    return rows.map(vatWire);
  }

  /**
   * A country (not deleted) as it stood on `day` (YYYY-MM-DD, UTC; GET /vatgst/{flag}?date=): its record with
   * the rate and VAT of the version in effect that day ({@link versionOn}) and that version's `effectiveFrom`.
   * A country without versions (older data) answers its record, in effect from the day it was added.
   * @param flagOrId the 2-letter flag (any case) or the record's id.
   * @returns null when no country (not deleted) has that flag or id.
   */
  async at(flagOrId: string, day: string, db: Db | Tx = this.db): Promise<VatAt | null> {
    const which = isUuid(flagOrId) ? eq(vatgst.id, flagOrId) : sql`upper(${vatgst.countryflag}) = ${flagOrId.trim().toUpperCase()}`;
    const [row] = await db
      .select()
      .from(vatgst)
      .where(and(which, eq(vatgst.isDeleted, false)))
      .orderBy(asc(vatgst.createdAt))
      .limit(1);
    if (!row) return null;
    const version = await this.versionAt(db, row.id, day);
    return version
      ? { ...vatWire(row), exchangeRate: version.exchangeRate, vat: version.vat, effectiveFrom: version.effectiveFrom }
      : { ...vatWire(row), effectiveFrom: utcDay(row.createdAt) };
  }

  /**
   * Adds a country (POST /vatgst/addvat) with its first version (`create`, in effect from today).
   * @returns false when the country exists (same name or flag; nothing written), else true.
   * @throws HttpError 400 (the form's rules).
   */
  async add(body: AddVatBody, actor: Actor): Promise<boolean> {
    const f = checkedCountry(body);
    const today = this.today();
    try {
      return await this.db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: vatgst.id }).from(vatgst).where(sameCountry(f.countryname, f.countryflag)).limit(1);
        if (taken) return false;
        const [row] = await tx.insert(vatgst).values(f).returning();
        await tx.insert(vatgstVersions).values({ vatgstId: row.id, effectiveFrom: today, exchangeRate: f.exchangeRate, vat: f.vat, source: 'create', createdBy: actor.userId });
        await audit(tx, actor, { action: 'vatgst.create', entityType: 'vatgst', entityId: row.id, before: null, after: { ...audited(row), effectiveFrom: today } });
        return true;
      });
    } catch (e) {
      // Two adds of the same country at once: the unique index answers the second.
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  /**
   * Changes a country (POST /vatgst/editvat). Its name, flag and currencies change at once. A rate or VAT
   * different from the version in effect on `effectiveFrom` (default today; any valid day) adds an `edit`
   * version from that day (one already on that day is replaced); the record's rate and VAT become those in
   * effect today, so a version from a later day changes nothing now. Reservations keep their charges.
   * @returns the record as it is now.
   * @throws HttpError 400 (the form's rules, an effective date that is not a day), 404, 409 (renamed onto
   * another country).
   */
  async edit(body: EditVatBody, actor: Actor): Promise<VatRecord> {
    const f = checkedCountry(body);
    const given = body.effectiveFrom?.trim();
    if (given && !isIsoDay(given)) throw badRequest(PricingMessages.country.effectiveInvalid, 'effectiveFrom');
    const today = this.today();
    const effectiveFrom = given || today;
    if (!isUuid(body.vatgstId)) throw notFound(PricingMessages.country.notFound);
    const id = body.vatgstId;
    try {
      return await this.db.transaction(async (tx) => {
        const before = await lockedCountry(tx, id);
        const [clash] = await tx
          .select({ id: vatgst.id })
          .from(vatgst)
          .where(and(sameCountry(f.countryname, f.countryflag), ne(vatgst.id, id)))
          .limit(1);
        if (clash) throw conflict(PricingMessages.country.exists, 'countryname');

        const versions = await this.versionsOf(tx, id);
        const prior = versionOn(versions, effectiveFrom) ?? { effectiveFrom: utcDay(before.createdAt), exchangeRate: Number(before.exchangeRate), vat: Number(before.vat) };
        const changed = prior.exchangeRate !== f.exchangeRate || prior.vat !== f.vat;
        if (changed) {
          // Older data without versions: its values become the first version, so that earlier days keep them.
          const created = utcDay(before.createdAt);
          if (!versions.length && created < effectiveFrom) {
            await tx.insert(vatgstVersions).values({ vatgstId: id, effectiveFrom: created, exchangeRate: Number(before.exchangeRate), vat: Number(before.vat), source: 'create' });
          }
          await upsertVersion(tx, { vatgstId: id, effectiveFrom, exchangeRate: f.exchangeRate, vat: f.vat, source: 'edit', createdBy: actor.userId });
        }
        const current = (await this.versionAt(tx, id, today, false)) ?? { exchangeRate: Number(before.exchangeRate), vat: Number(before.vat) };
        const [row] = await tx
          .update(vatgst)
          .set({
            countryname: f.countryname,
            countryflag: f.countryflag,
            currencyFor: f.currencyFor,
            shortName: f.shortName,
            currencyFullName: f.currencyFullName,
            exchangeRate: current.exchangeRate,
            vat: current.vat,
            updatedAt: new Date(),
          })
          .where(eq(vatgst.id, id))
          .returning();
        const diff = changedFields(audited(before), audited(row));
        await audit(tx, actor, {
          action: 'vatgst.update',
          entityType: 'vatgst',
          entityId: id,
          before: changed ? { ...diff.before, version: { effectiveFrom: prior.effectiveFrom, exchangeRate: prior.exchangeRate, vat: prior.vat } } : diff.before,
          after: changed ? { ...diff.after, version: { effectiveFrom, exchangeRate: f.exchangeRate, vat: f.vat } } : diff.after,
        });
        return vatWire(row);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(PricingMessages.country.exists, 'countryname');
      throw e;
    }
  }

  /** One country (not deleted) with its versions, newest first (POST /vatgst/getBannerById). @throws HttpError 404. */
  async detail(id: string): Promise<VatDetail> {
    if (!isUuid(id)) throw notFound(PricingMessages.country.notFound);
    const [row] = await this.db
      .select()
      .from(vatgst)
      .where(and(eq(vatgst.id, id), eq(vatgst.isDeleted, false)));
    if (!row) throw notFound(PricingMessages.country.notFound);
    const versions = await this.db
      .select({ v: vatgstVersions, first: users.firstName, last: users.lastName })
      .from(vatgstVersions)
      .leftJoin(users, eq(users.id, vatgstVersions.createdBy))
      .where(eq(vatgstVersions.vatgstId, id))
      .orderBy(desc(vatgstVersions.effectiveFrom));
    return {
      ...vatWire(row),
      versions: versions.map(
        ({ v, first, last }): VatVersion => ({
          _id: v.id,
          effectiveFrom: v.effectiveFrom,
          exchangeRate: Number(v.exchangeRate),
          vat: Number(v.vat),
          source: v.source,
          createdBy: first !== null && v.createdBy ? { _id: v.createdBy, fullName: `${first} ${last ?? ''}`.trim() } : null,
          createdAt: v.createdAt.toISOString(),
        }),
      ),
    };
  }

  /**
   * Marks a country deleted (POST /vatgst/deletevatgst); its versions stay for the reservations of its days.
   * @returns the refreshed list.
   * @throws HttpError 404 (unknown or already deleted).
   */
  async remove(id: string, actor: Actor): Promise<VatRecord[]> {
    if (!isUuid(id)) throw notFound(PricingMessages.country.notFound);
    return this.db.transaction(async (tx) => {
      await lockedCountry(tx, id);
      await tx.update(vatgst).set({ isDeleted: true, updatedAt: new Date() }).where(eq(vatgst.id, id));
      await audit(tx, actor, { action: 'vatgst.delete', entityType: 'vatgst', entityId: id, before: { isDeleted: false }, after: { isDeleted: true } });
      return this.list(tx);
    });
  }

  private async versionsOf(db: Db | Tx, id: string): Promise<RateVersion[]> {
    const rows = await db
      .select({ effectiveFrom: vatgstVersions.effectiveFrom, exchangeRate: vatgstVersions.exchangeRate, vat: vatgstVersions.vat })
      .from(vatgstVersions)
      .where(eq(vatgstVersions.vatgstId, id));
    return rows.map((r) => ({ effectiveFrom: r.effectiveFrom, exchangeRate: Number(r.exchangeRate), vat: Number(r.vat) }));
  }

  /**
   * The version of a country in effect on `day` in SQL (the index `vatgst_versions_day_key`): the latest on or
   * before it, else (when `earliest`) the first one.
   */
  private async versionAt(db: Db | Tx, id: string, day: string, earliest = true): Promise<RateVersion | null> {
    const pick = async (where: SQL, order: SQL) => {
      const [v] = await db
        .select({ effectiveFrom: vatgstVersions.effectiveFrom, exchangeRate: vatgstVersions.exchangeRate, vat: vatgstVersions.vat })
        .from(vatgstVersions)
        .where(where)
        .orderBy(order)
        .limit(1);
      return v ? { effectiveFrom: v.effectiveFrom, exchangeRate: Number(v.exchangeRate), vat: Number(v.vat) } : null;
    };
    const inEffect = await pick(and(eq(vatgstVersions.vatgstId, id), lte(vatgstVersions.effectiveFrom, day)) as SQL, desc(vatgstVersions.effectiveFrom));
    if (inEffect || !earliest) return inEffect;
    return pick(eq(vatgstVersions.vatgstId, id), asc(vatgstVersions.effectiveFrom));
  }
}

/**
 * Writes a version of a country (its rate in units per Australian dollar and its VAT in percent), replacing one
 * already on that day. For the country's edits and the exchange rate job (`source` 'feed'); the caller updates
 * the `vatgst` row when the day is not after today, and records the audit event.
 */
export async function upsertVersion(
  tx: Tx,
  v: { vatgstId: string; effectiveFrom: string; exchangeRate: number; vat: number; source: VersionRow['source']; createdBy: string | null },
): Promise<void> {
  await tx
    .insert(vatgstVersions)
    .values(v)
    .onConflictDoUpdate({
      target: [vatgstVersions.vatgstId, vatgstVersions.effectiveFrom],
      set: { exchangeRate: v.exchangeRate, vat: v.vat, source: v.source, createdBy: v.createdBy, createdAt: new Date() },
    });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Country VAT/GST with its effective-dated versions (pricing area). */
    vatgst: VatgstRepository;
  }
}

export default fp(
  async function vatgstRepository(app) {
    app.decorate('vatgst', new VatgstRepository(app.db));
  },
  { name: 'vatgst-repository' },
);
