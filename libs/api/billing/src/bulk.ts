/**
 * The billing area's bulk actions (docs/areas/billing.md, "Bulk actions"; the runner: docs/areas/platform.md, "Bulk
 * runs"): `statements.send` e-mails every statement of a billing period not yet sent, `invoices.create` invoices (and
 * charges) every statement of a period not yet invoiced. Each item is one statement and goes through the very method
 * its one-by-one call uses (`app.billingPeriods.email`, as POST /reservation/emailReservationStatement;
 * `app.invoices.generate`, as POST /reservation/generateInvoice, with the money-action protocol), so its checks, its
 * audit event and its idempotency are the same: a statement already sent or already invoiced is skipped with the
 * reason, and a second run of the same selection changes nothing.
 */
import { BillingMessages, BulkMessages } from '@backoffice/contracts';
import { HttpError, badRequest, isUuid, notFound, type Actor, type BulkActionDefinition, type BulkItemRef, type BulkRunContext, type BulkSelection } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { billingPeriods, statements } from './billing.schema';
import { InvoiceExistsError } from './invoices/repository';

/** Ours: the reasons and answers of the billing bulk actions (shown in the run's report and the start's answer). */
export const BillingBulkMessages = {
  /** Skipped by `statements.send`: the statement was e-mailed before (a resend stays one by one). */
  alreadySent: 'Already sent',
  /** Skipped by `invoices.create`: the statement has its invoice, paid or declined (a retry stays one by one). */
  alreadyInvoiced: (paid: boolean) => `Already invoiced (${paid ? 'Paid' : 'Not Paid'})`,
  /** Done: where the statement went. */
  sent: (recipient: string) => `Sent to ${recipient}`,
  /** Done: the invoice made and paid. */
  invoiced: (number: string) => `${number} Paid`,
  /** 400: a scope other than `{ periodId }`. */
  scopeInvalid: 'Choose the billing period to run on.',
  /** 400: selected statements of more than one period. */
  onePeriod: 'The selected statements must be of one billing period.',
} as const;

/** A statement of the selection: the item's id and its report link (the hotel's name, its period). */
interface StatementItem {
  id: string;
  periodId: string;
  hotelName: string;
}

const itemRef = (s: StatementItem): BulkItemRef => ({
  id: s.id,
  record: { type: 'statement', id: s.id, parentId: s.periodId, name: s.hotelName },
});

/**
 * The statements a selection names, by hotel name (the period page's order) and the period's name as the run's title:
 * `scope.periodId` is every statement of the period; `ids` the given statements (of one period; an id that is no
 * statement is left out). Options are refused: neither action takes any.
 * @throws HttpError 400 (BillingBulkMessages, BulkMessages.badParams), 404 `BillingMessages.period.notFound`.
 */
async function resolveStatements(app: FastifyInstance, selection: BulkSelection): Promise<{ title: string; items: BulkItemRef[] }> {
  if (Object.keys(selection.params).length) throw badRequest(BulkMessages.badParams);
  const select = () =>
    app.db
      .select({ id: statements.id, periodId: statements.periodId, hotelName: hotels.name })
      .from(statements)
      .innerJoin(hotels, eq(hotels.id, statements.hotelId));
  let periodId: string;
  let rows: StatementItem[];
  if (selection.scope) {
    const keys = Object.keys(selection.scope);
    if (keys.length !== 1 || keys[0] !== 'periodId') throw badRequest(BillingBulkMessages.scopeInvalid);
    periodId = selection.scope.periodId;
    if (!isUuid(periodId)) throw notFound(BillingMessages.period.notFound);
    rows = await select()
      .where(eq(statements.periodId, periodId))
      .orderBy(asc(sql`lower(${hotels.name})`), asc(statements.id));
  } else {
    const ids = [...new Set(selection.ids ?? [])].filter(isUuid);
    const found = ids.length ? await select().where(inArray(statements.id, ids)) : [];
    const periods = new Set(found.map((r) => r.periodId));
    if (periods.size > 1) throw badRequest(BillingBulkMessages.onePeriod);
    if (!periods.size) throw notFound(BillingMessages.period.statementNotFound);
    periodId = [...periods][0];
    const byId = new Map(found.map((r) => [r.id, r]));
    rows = ids.flatMap((id) => byId.get(id) ?? []);
  }
  const [period] = await app.db.select({ name: billingPeriods.name }).from(billingPeriods).where(eq(billingPeriods.id, periodId));
  if (!period) throw notFound(BillingMessages.period.notFound);
  return { title: period.name, items: rows.map(itemRef) };
}

/** The period of the statement `id`, or undefined when there is no such statement. */
async function periodOf(app: FastifyInstance, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await app.db.select({ periodId: statements.periodId }).from(statements).where(eq(statements.id, id));
  return row?.periodId;
}

/**
 * Statements of one run worked at once (docs/areas/billing.md, "Bulk actions"): each item is its own statement,
 * locked by the method it calls (the e-mail's and the charge's claim lock its row), so a few side by side change
 * nothing of what each does; the PDF drawing of one overlaps the database round trips of the others.
 */
export const BILLING_BULK_CONCURRENCY = 4;

/**
 * The billing period of a run's statements (`resolve` made every item of a run one period's), kept in the run's cache
 * after the first item read it; undefined when the statement `id` is gone.
 */
async function periodOfRun(app: FastifyInstance, id: string, run?: BulkRunContext): Promise<string | undefined> {
  const kept = run?.cache.get('periodId');
  if (typeof kept === 'string') return kept;
  const periodId = await periodOf(app, id);
  if (periodId) run?.cache.set('periodId', periodId);
  return periodId;
}

const isConflict = (e: unknown, message: string) => e instanceof HttpError && e.statusCode === 409 && e.message === message;

/**
 * The area's bulk actions, for `app.bulk.define` (index.ts): `statements.send` and `invoices.create`, each on a
 * period's statements (`scope: { periodId }`) or selected statement ids.
 */
export function billingBulkActions(app: FastifyInstance): BulkActionDefinition[] {
  return [
    {
      action: 'statements.send',
      concurrency: BILLING_BULK_CONCURRENCY,
      resolve: (selection) => resolveStatements(app, selection),
      /**
       * E-mails the statement as POST /reservation/emailReservationStatement does (without `resend`): its PDF to the
       * revenue manager or the owner, audited `statement.email`. Already sent: skipped. @throws HttpError 422 (nobody to
       * send to), as one by one.
       */
      async runItem(id: string, _params, actor: Actor, run?: BulkRunContext) {
        // The period of the run's statements, read once per run (every item of a run is of one period).
        const periodId = await periodOfRun(app, id, run);
        if (!periodId) return { outcome: 'skipped', message: BulkMessages.recordGone };
        try {
          const { recipient } = await app.billingPeriods.email(periodId, id, false, actor);
          return { outcome: 'done', message: BillingBulkMessages.sent(recipient) };
        } catch (e) {
          // Sent before, or meanwhile by someone else (the method checks, then again under the statement's lock).
          if (isConflict(e, BillingMessages.statement.resendConfirm)) return { outcome: 'skipped', message: BillingBulkMessages.alreadySent };
          // Deleted since the run started (its period with it).
          if (e instanceof HttpError && e.statusCode === 404) return { outcome: 'skipped', message: BulkMessages.recordGone };
          throw e;
        }
      },
    },
    {
      action: 'invoices.create',
      concurrency: BILLING_BULK_CONCURRENCY,
      resolve: (selection) => resolveStatements(app, selection),
      /**
       * Invoices and charges the statement as POST /reservation/generateInvoice does (docs/api-database.md, "Money
       * actions": claimed, charged once, audited `invoice.create` and `invoice.paid` or `invoice.payment_failed`).
       * Already invoiced, paid or declined: skipped (a declined invoice's retry stays one by one). A pending invoice
       * (a charge whose outcome was lost) goes through the protocol again: its claim is taken over after a minute.
       * @throws HttpError 402 with the decline reason (the invoice exists, Not Paid, with its payment failure
       *   record), 409 (not e-mailed yet, a charge under way), 502 (the provider's outcome unknown).
       */
      async runItem(id: string, _params, actor: Actor, run?: BulkRunContext) {
        const periodId = await periodOfRun(app, id, run);
        if (!periodId) return { outcome: 'skipped', message: BulkMessages.recordGone };
        let outcome;
        try {
          // `newOnly`: an invoice that exists, paid or declined, is refused under the statement's lock (nothing charged).
          outcome = await app.invoices.generate(periodId, id, actor, async () => undefined, undefined, { newOnly: true });
        } catch (e) {
          if (e instanceof InvoiceExistsError) return { outcome: 'skipped', message: BillingBulkMessages.alreadyInvoiced(e.paid) };
          if (isConflict(e, BillingMessages.invoice.alreadyInvoiced)) return { outcome: 'skipped', message: BillingBulkMessages.alreadyInvoiced(true) };
          // Deleted since the run started (its period with it).
          if (e instanceof HttpError && e.statusCode === 404) return { outcome: 'skipped', message: BulkMessages.recordGone };
          throw e;
        }
        if (!outcome.paid) throw new HttpError(402, outcome.reason);
        return { outcome: 'done', message: BillingBulkMessages.invoiced(outcome.invoice.number) };
      },
    },
  ];
}
