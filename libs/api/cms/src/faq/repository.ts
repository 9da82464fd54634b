/**
 * The FAQ's data layer (docs/areas/cms.md), decorated as `app.faqs`: the entries' SQL and their wire shape
 * (the answer is sanitised again on display). Ids are checked here: a malformed one finds nothing.
 */
import type { Faq } from '@backoffice/contracts';
import { isUuid, sanitizeRichHtml, type Db, type Tx } from '@backoffice/api-server';
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
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

  /** @param db a transaction to join, or the database. */
  async add(values: { question: string; answer: string }, db: Db | Tx = this.db): Promise<FaqRow> {
    const [row] = await db.insert(faqs).values(values).returning();
    return row;
  }

  /** @returns the updated entry, or undefined when there is none with this id. */
  async update(id: string, values: { question: string; answer: string }, db: Db | Tx = this.db): Promise<FaqRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .update(faqs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(faqs.id, id))
      .returning();
    return row;
  }

  /** @returns whether an entry was deleted. */
  async remove(id: string, db: Db | Tx = this.db): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
    return rows.length > 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The FAQ's data layer (cms area only). */
    faqs: FaqRepository;
  }
}

export default fp(
  async function faqRepository(app) {
    app.decorate('faqs', new FaqRepository(app.db));
  },
  { name: 'cms-faq-repository', dependencies: ['db'] },
);
