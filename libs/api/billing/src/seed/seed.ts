/**
 * The billing area's demo data (docs/areas/billing.md, "Demo data"): the seeded hotels' payment methods on the
 * embedded ledger (two of them cards that decline), and three past billing periods (the last three full months)
 * generated for real over the seeded reservations, every statement e-mailed, invoices paid for hotels with a
 * payment method, and two payment failures in the latest period. Runs after the hotels and bookings seeds; with no
 * hotels (a test database of this area alone) it writes nothing. Idempotent: a database that has periods is left.
 */
import type { AreaSeedWriter, SeedContext, Tx } from '@backoffice/api-server';
import { hotels, ledgerCustomers, ledgerIntents, ledgerPaymentMethods, users } from '@backoffice/api-server/schema';
import { LEDGER_TEST_TOKENS } from '@backoffice/api-server';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { billingPeriods, invoices, paymentFailures, statements } from '../billing.schema';
import { invoiceValues, markInvoiced } from '../invoices/repository';
import { generatePeriod } from '../periods/generate';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY = 86_400_000;
/** Seeded failures: this many hotels' cards decline in the latest period. */
const DECLINED_HOTELS = 2;
const DECLINED_REASON = 'Your card was declined.';

interface BilledRow {
  statement: typeof statements.$inferSelect;
  hotel: typeof hotels.$inferSelect;
  ownerEmail: string | null;
}

/** The last three full UTC months before `now`'s, oldest first. */
function pastMonths(now: Date): { name: string; start: Date; end: Date }[] {
  return [3, 2, 1].map((back) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) - 1);
    return { name: `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`, start, end };
  });
}

export async function billingSeed(context: SeedContext): Promise<AreaSeedWriter> {
  const { now } = context;
  return async (tx: Tx) => {
    const [{ n: existing }] = await tx.select({ n: sql<number>`count(*)::int` }).from(billingPeriods);
    if (Number(existing) > 0) return {};
    const withCards = await tx
      .select({ id: hotels.id, name: hotels.name, paymentMethodId: hotels.paymentMethodId, email: users.email })
      .from(hotels)
      .leftJoin(users, eq(users.id, hotels.ownerId))
      .where(isNotNull(hotels.paymentMethodId))
      .orderBy(asc(hotels.name), asc(hotels.id));
    if (withCards.length === 0) return {};

    // The periods first: which hotels the latest one bills depends on the reservations seeded around `now`.
    const months = pastMonths(now);
    const billed: { period: typeof billingPeriods.$inferSelect; generatedAt: Date; latest: boolean; rows: BilledRow[] }[] = [];
    for (const [m, month] of months.entries()) {
      const generatedAt = new Date(month.end.getTime() + 1 + 2 * 3_600_000);
      const made = await generatePeriod(tx, { name: month.name, start: month.start, end: month.end, scope: 'all', hotelIds: [] }, null, generatedAt);
      if (!made) continue;
      const [period] = await tx.select().from(billingPeriods).where(eq(billingPeriods.id, made.id));
      const rows = await tx
        .select({ statement: statements, hotel: hotels, ownerEmail: users.email })
        .from(statements)
        .innerJoin(hotels, eq(hotels.id, statements.hotelId))
        .leftJoin(users, eq(users.id, hotels.ownerId))
        .where(eq(statements.periodId, made.id));
      billed.push({ period, generatedAt, latest: m === months.length - 1, rows });
    }

    // Payment methods on the ledger: the first DECLINED_HOTELS hotels (by name) billed in the latest period hold
    // cards that decline, so that period always shows that many payment failures, whatever the date.
    const inLatest = new Set(billed.filter((b) => b.latest).flatMap((b) => b.rows.map((r) => r.hotel.id)));
    const declined = new Set(withCards.filter((h) => inLatest.has(h.id)).slice(0, DECLINED_HOTELS).map((h) => h.id));
    for (const [i, h] of withCards.entries()) {
      const customerId = `cus_demo_${String(i + 1).padStart(5, '0')}`;
      const bad = declined.has(h.id);
      await tx.insert(ledgerCustomers).values({ id: customerId, email: h.email ?? `billing+${i + 1}@hotels.demo`, name: h.name }).onConflictDoNothing();
      await tx
        .insert(ledgerPaymentMethods)
        .values({ id: h.paymentMethodId as string, customerId, token: bad ? LEDGER_TEST_TOKENS.declined : LEDGER_TEST_TOKENS.visa, brand: 'visa', last4: bad ? '0002' : '4242' })
        .onConflictDoNothing();
      await tx.update(hotels).set({ paymentCustomerId: customerId }).where(eq(hotels.id, h.id));
    }
    const cards = new Map(withCards.map((h, i) => [h.id, { customerId: `cus_demo_${String(i + 1).padStart(5, '0')}`, methodId: h.paymentMethodId as string }]));

    const counts = { billingPeriods: 0, statements: 0, invoices: 0, paymentFailures: 0 };
    for (const { period, generatedAt, latest, rows } of billed) {
      counts.billingPeriods += 1;
      for (const { statement, hotel, ownerEmail } of rows) {
        counts.statements += 1;
        const emailedAt = new Date(generatedAt.getTime() + DAY);
        await tx.update(statements).set({ emailedAt, emailCount: 1, recipient: ownerEmail }).where(eq(statements.id, statement.id));
        const card = cards.get(hotel.id);
        if (!card) continue; // no payment method: e-mailed, not invoiced
        const fails = declined.has(hotel.id) && latest;
        const invoicedAt = new Date(emailedAt.getTime() + DAY);
        const values = invoiceValues(statement, period, hotel, ownerEmail ?? '', invoicedAt);
        const [invoice] = await tx
          .insert(invoices)
          .values({
            ...values,
            status: fails ? 'failed' : 'paid',
            paid: !fails,
            paidAt: fails ? null : invoicedAt,
            failureReason: fails ? DECLINED_REASON : null,
            paymentIntentId: fails || values.total === 0 ? null : `pi_demo_${statement.id.slice(0, 18).replace(/-/g, '')}`,
          })
          .returning();
        await markInvoiced(tx, statement.id, invoicedAt);
        counts.invoices += 1;
        if (fails) {
          await tx.insert(paymentFailures).values({
            invoiceId: invoice.id,
            hotelId: hotel.id,
            hotelName: hotel.name,
            paymentMethod: card.methodId,
            reason: DECLINED_REASON,
            amount: invoice.total,
            currency: invoice.currency,
            createdAt: invoicedAt,
          });
          counts.paymentFailures += 1;
        } else if (invoice.paymentIntentId) {
          await tx.insert(ledgerIntents).values({
            id: invoice.paymentIntentId,
            customerId: card.customerId,
            paymentMethodId: card.methodId,
            amount: invoice.total,
            currency: invoice.currency,
            status: 'succeeded',
            captured: invoice.total,
            description: `${invoice.description}`,
            createdAt: invoicedAt,
          });
        }
      }
    }
    return counts;
  };
}
