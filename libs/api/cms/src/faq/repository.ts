/**
 * The FAQ's data layer (docs/areas/cms.md), decorated as `app.faqs`: the entries' SQL and their wire shape
 * (the answer is sanitised again on display). Ids are checked here: a malformed one finds nothing.
 */
import type { Faq } from '@backoffice/contracts';
import { audit, changedFields, isUuid, repositoryPlugin, sanitizeRichHtml, type Actor, type Db } from '@backoffice/api-server';
import { asc, eq } from 'drizzle-orm';
import { faqs } from '../cms.schema';

export type FaqRow = typeof faqs.$inferSelect;

/** An entry on the wire. */
export const faqToWire = (r: FaqRow): Faq => ({
  _id: r.id,
  q: r.question,
  a: sanitizeRichHtml(r.answer),
  createdAt: r.createdAt.toISOString(),
});

export class FaqRepository {
  constructor(private readonly db: Db) {}

  /** Every entry, oldest first. */
  list(): Promise<FaqRow[]> {
    return this.db.select().from(faqs).orderBy(asc(faqs.createdAt), asc(faqs.id));
  }

  async findById(id: string): Promise<FaqRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(faqs).where(eq(faqs.id, id));
    return row;
  }

  /** Adds an entry and records `faq.create`, in one transaction. */
  add(values: { question: string; answer: string }, actor: Actor): Promise<FaqRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(faqs).values(values).returning();
      await audit(tx, actor, { action: 'faq.create', entityType: 'faq', entityId: row.id, before: null, after: auditedFields(row) });
      return row;
    });
  }

  /**
   * Changes an entry and records `faq.update` (the changed ones of `q` and `a`), in one transaction.
   * @returns the updated entry, or undefined when there is none with this id.
   */
  async update(id: string, values: { question: string; answer: string }, actor: Actor): Promise<FaqRow | undefined> {
    if (!isUuid(id)) return undefined;
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
      if (!old) return undefined;
      const [row] = await tx
        .update(faqs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(faqs.id, id))
        .returning();
      await audit(tx, actor, {
        action: 'faq.update',
        entityType: 'faq',
        entityId: id,
        ...changedFields(auditedFields(old), auditedFields(row)),
      });
      return row;
    });
  }

  /** Deletes an entry and records `faq.delete` (what it said), in one transaction. @returns whether one was deleted. */
  async remove(id: string, actor: Actor): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
      if (!row) return false;
      await audit(tx, actor, { action: 'faq.delete', entityType: 'faq', entityId: id, before: auditedFields(row), after: null });
      return true;
    });
  }
}

/** An entry's fields under their wire names (`q`, `a`), for the trail. */
const auditedFields = (r: FaqRow) => ({ q: r.question, a: r.answer });

declare module 'fastify' {
  interface FastifyInstance {
    /** The FAQ's data layer (cms area only). */
    faqs: FaqRepository;
  }
}

export default repositoryPlugin('faqs', 'cms-faq-repository', (db) => new FaqRepository(db));
