/**
 * The payment provider (docs/api-database.md, "Payments"): customers, payment methods, payment intents (captured
 * at once or authorised then captured), refunds, each write under an idempotency key, as a card processor
 * offers them. `LedgerPaymentProvider` is the embedded default: a ledger in this database with deterministic
 * outcomes chosen by the payment method's token (the same test tokens a card processor documents), so that
 * payments, declines and refunds work offline and in tests. The Stripe adapter (stripe-payments.ts, selected by
 * STRIPE_SECRET_KEY) implements the same interface. The areas call it through `runMoneyAction` (money-action.ts;
 * docs/api-database.md, "Money actions"), never inside a transaction.
 *
 * Amounts are integer minor units (cents) of an ISO 4217 currency (upper case, e.g. AUD).
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { ledgerCustomers, ledgerIntents, ledgerPaymentMethods, ledgerRefunds, ledgerRequests, ledgerTransfers } from '../db/server.schema';

export interface PaymentCustomer {
  id: string;
  email: string;
  name: string;
}

export interface PaymentMethod {
  id: string;
  customerId: string;
  brand: string;
  last4: string;
}

export type PaymentIntentStatus = 'requires_capture' | 'succeeded' | 'requires_action' | 'canceled';

export interface PaymentIntent {
  id: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  /** Captured and refunded so far, minor units. */
  captured: number;
  refunded: number;
}

/** Money moved from the platform's balance to a connected account (a hotel's payout). */
export interface Transfer {
  id: string;
  destination: string;
  amount: number;
  currency: string;
}

export interface Refund {
  id: string;
  intentId: string;
  amount: number;
  currency: string;
}

/** Why the provider refused: the card processor's codes. */
export type PaymentErrorCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_required'
  | 'amount_too_large'
  | 'invalid_request'
  | 'resource_missing'
  | 'idempotency_conflict';

/** A refusal of the provider; `message` is the provider's text, shown to the user as it is. */
export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/**
 * What the areas use to take and give back money. Every write takes an idempotency key: the same key answers
 * the first result again (or throws its error again) without a second effect; another request under a used key
 * throws `idempotency_conflict`.
 */
export interface PaymentProvider {
  readonly name: 'ledger' | 'stripe';
  createCustomer(input: { email: string; name: string }, idempotencyKey: string): Promise<PaymentCustomer>;
  /** Attaches a payment method given by its token (from the card form, or a test token). */
  attachPaymentMethod(customerId: string, token: string, idempotencyKey: string): Promise<PaymentMethod>;
  /**
   * Charges a payment method: `capture` true captures at once (`succeeded`), false authorises only
   * (`requires_capture`, for the no-show charge approved later). @throws PaymentError on a decline.
   */
  createPaymentIntent(
    input: { customerId: string; paymentMethodId: string; amount: number; currency: string; capture: boolean; description?: string },
    idempotencyKey: string,
  ): Promise<PaymentIntent>;
  /** Captures an authorised intent, all of it or `amount` of it. */
  capture(intentId: string, idempotencyKey: string, amount?: number): Promise<PaymentIntent>;
  /** Gives back `amount` of what was captured. @throws PaymentError `amount_too_large` beyond it. */
  refund(intentId: string, amount: number, idempotencyKey: string): Promise<Refund>;
  getPaymentIntent(intentId: string): Promise<PaymentIntent | null>;
  /**
   * Pays `amount` to a connected account (`destination`, the hotel's payment account) from the platform's
   * balance (the funds transfer job). @throws PaymentError `invalid_request` for an amount not above 0.
   */
  createTransfer(input: { destination: string; amount: number; currency: string; description?: string }, idempotencyKey: string): Promise<Transfer>;
}

/**
 * The ledger's test tokens and how a charge on them ends (the card processor's documented test tokens); any
 * other token is a card that pays.
 */
export const LEDGER_TEST_TOKENS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  authenticationRequired: 'pm_card_authenticationRequired',
} as const;

const OUTCOMES: Record<string, { code: PaymentErrorCode; message: string } | 'requires_action'> = {
  [LEDGER_TEST_TOKENS.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [LEDGER_TEST_TOKENS.insufficientFunds]: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  [LEDGER_TEST_TOKENS.authenticationRequired]: 'requires_action',
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const CURRENCY = /^[A-Z]{3}$/;

type IntentRow = typeof ledgerIntents.$inferSelect;
const intentOf = (r: IntentRow): PaymentIntent => ({
  id: r.id,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  captured: r.captured,
  refunded: r.refunded,
});

type Stored<T> = { ok: T } | { error: { code: PaymentErrorCode; message: string } };

/** The embedded provider: a ledger in the database, the default. */
export class LedgerPaymentProvider implements PaymentProvider {
  readonly name = 'ledger' as const;

  constructor(private readonly db: Db) {}

  /**
   * Runs `work` once per key in one transaction. A second request with the key waits for the first (the key's
   * row is its lock), then answers what the first answered; errors are kept and thrown again the same way.
   */
  private async once<T>(operation: string, key: string, request: unknown, work: (tx: Tx) => Promise<T>): Promise<T> {
    if (!key) throw new PaymentError('invalid_request', 'An idempotency key is required');
    const requestHash = hashOf({ operation, request });
    const stored = await this.db.transaction(async (tx): Promise<Stored<T>> => {
      const claimed = await tx
        .insert(ledgerRequests)
        .values({ key, operation, requestHash, response: sql`'null'::jsonb` })
        .onConflictDoNothing()
        .returning({ key: ledgerRequests.key });
      if (claimed.length === 0) {
        const [first] = await tx.select().from(ledgerRequests).where(eq(ledgerRequests.key, key));
        if (!first || first.requestHash !== requestHash) {
          return { error: { code: 'idempotency_conflict', message: 'This idempotency key was used for another request' } };
        }
        return first.response as Stored<T>;
      }
      let result: Stored<T>;
      try {
        result = { ok: await work(tx) };
      } catch (e) {
        if (!(e instanceof PaymentError)) throw e;
        result = { error: { code: e.code, message: e.message } };
      }
      await tx
        .update(ledgerRequests)
        .set({ response: sql`${JSON.stringify(result)}::jsonb` })
        .where(eq(ledgerRequests.key, key));
      return result;
    });
    if ('error' in stored) throw new PaymentError(stored.error.code, stored.error.message);
    return stored.ok;
  }

  createCustomer(input: { email: string; name: string }, idempotencyKey: string): Promise<PaymentCustomer> {
    return this.once('customer.create', idempotencyKey, input, async (tx) => {
      const [row] = await tx.insert(ledgerCustomers).values({ id: newId('cus'), ...input }).returning();
      return { id: row.id, email: row.email, name: row.name };
    });
  }

  attachPaymentMethod(customerId: string, token: string, idempotencyKey: string): Promise<PaymentMethod> {
    return this.once('payment_method.attach', idempotencyKey, { customerId, token }, async (tx) => {
      const [customer] = await tx.select().from(ledgerCustomers).where(eq(ledgerCustomers.id, customerId));
      if (!customer) throw new PaymentError('resource_missing', `No such customer: ${customerId}`);
      const last4 = token === LEDGER_TEST_TOKENS.visa ? '4242' : createHash('sha256').update(token).digest('hex').replace(/\D/g, '').padEnd(4, '0').slice(0, 4);
      const [row] = await tx
        .insert(ledgerPaymentMethods)
        .values({ id: newId('pm'), customerId, token, brand: 'visa', last4 })
        .returning();
      return { id: row.id, customerId, brand: row.brand, last4: row.last4 };
    });
  }

  createPaymentIntent(
    input: { customerId: string; paymentMethodId: string; amount: number; currency: string; capture: boolean; description?: string },
    idempotencyKey: string,
  ): Promise<PaymentIntent> {
    return this.once('payment_intent.create', idempotencyKey, input, async (tx) => {
      if (!Number.isInteger(input.amount) || input.amount <= 0) throw new PaymentError('invalid_request', 'Amount must be a positive integer');
      if (!CURRENCY.test(input.currency)) throw new PaymentError('invalid_request', `Invalid currency: ${input.currency}`);
      const [method] = await tx.select().from(ledgerPaymentMethods).where(eq(ledgerPaymentMethods.id, input.paymentMethodId));
      if (!method || method.customerId !== input.customerId) {
        throw new PaymentError('resource_missing', `No such payment method: ${input.paymentMethodId}`);
      }
      const outcome = OUTCOMES[method.token];
      if (outcome && outcome !== 'requires_action') throw new PaymentError(outcome.code, outcome.message);
      const status: PaymentIntentStatus = outcome === 'requires_action' ? 'requires_action' : input.capture ? 'succeeded' : 'requires_capture';
      const [row] = await tx
        .insert(ledgerIntents)
        .values({
          id: newId('pi'),
          customerId: input.customerId,
          paymentMethodId: method.id,
          amount: input.amount,
          currency: input.currency,
          status,
          captured: status === 'succeeded' ? input.amount : 0,
          description: input.description ?? '',
        })
        .returning();
      return intentOf(row);
    });
  }

  capture(intentId: string, idempotencyKey: string, amount?: number): Promise<PaymentIntent> {
    return this.once('payment_intent.capture', idempotencyKey, { intentId, amount }, async (tx) => {
      const [intent] = await tx.select().from(ledgerIntents).where(eq(ledgerIntents.id, intentId)).for('update');
      if (!intent) throw new PaymentError('resource_missing', `No such payment intent: ${intentId}`);
      if (intent.status !== 'requires_capture') {
        throw new PaymentError('invalid_request', `This payment intent cannot be captured: its status is ${intent.status}`);
      }
      const take = amount ?? intent.amount;
      if (!Number.isInteger(take) || take <= 0 || take > intent.amount) {
        throw new PaymentError('amount_too_large', 'The amount to capture exceeds the amount authorised');
      }
      const [row] = await tx
        .update(ledgerIntents)
        .set({ status: 'succeeded', captured: take })
        .where(eq(ledgerIntents.id, intentId))
        .returning();
      return intentOf(row);
    });
  }

  refund(intentId: string, amount: number, idempotencyKey: string): Promise<Refund> {
    return this.once('refund.create', idempotencyKey, { intentId, amount }, async (tx) => {
      // The intent's row is locked: refunds of one intent run one after the other, so their sum is checked.
      const [intent] = await tx.select().from(ledgerIntents).where(eq(ledgerIntents.id, intentId)).for('update');
      if (!intent) throw new PaymentError('resource_missing', `No such payment intent: ${intentId}`);
      if (!Number.isInteger(amount) || amount <= 0) throw new PaymentError('invalid_request', 'Amount must be a positive integer');
      if (intent.refunded + amount > intent.captured) {
        throw new PaymentError('amount_too_large', 'The refund exceeds what was captured and not yet refunded');
      }
      await tx
        .update(ledgerIntents)
        .set({ refunded: intent.refunded + amount })
        .where(eq(ledgerIntents.id, intentId));
      const [row] = await tx
        .insert(ledgerRefunds)
        .values({ id: newId('re'), intentId, amount, currency: intent.currency })
        .returning();
      return { id: row.id, intentId, amount: row.amount, currency: row.currency };
    });
  }

  async getPaymentIntent(intentId: string): Promise<PaymentIntent | null> {
    const [row] = await this.db.select().from(ledgerIntents).where(eq(ledgerIntents.id, intentId));
    return row ? intentOf(row) : null;
  }

  createTransfer(input: { destination: string; amount: number; currency: string; description?: string }, idempotencyKey: string): Promise<Transfer> {
    return this.once('transfer.create', idempotencyKey, input, async (tx) => {
      if (!Number.isInteger(input.amount) || input.amount <= 0) throw new PaymentError('invalid_request', 'Amount must be a positive integer');
      if (!CURRENCY.test(input.currency)) throw new PaymentError('invalid_request', `Invalid currency: ${input.currency}`);
      if (!input.destination) throw new PaymentError('invalid_request', 'A destination account is required');
      const [row] = await tx
        .insert(ledgerTransfers)
        .values({ id: newId('tr'), destination: input.destination, amount: input.amount, currency: input.currency, description: input.description ?? '' })
        .returning();
      return { id: row.id, destination: row.destination, amount: row.amount, currency: row.currency };
    });
  }
}
