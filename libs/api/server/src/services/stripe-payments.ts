/**
 * The Stripe adapter of the payment provider (docs/api-database.md, "Payments"), through the official `stripe`
 * package: selected when STRIPE_SECRET_KEY is set. Each write passes its idempotency key to Stripe, which
 * replays the first answer for the same key. Stripe's refusals become PaymentErrors with Stripe's own text.
 * Amounts in minor units; currencies are sent lower-case as Stripe wants and answered upper-case.
 */
import Stripe from 'stripe';
import {
  PaymentError,
  type PaymentCustomer,
  type PaymentErrorCode,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentMethod,
  type PaymentProvider,
  type Refund,
  type Transfer,
} from './payments';

/** How to reach Stripe: the secret key, and for tests another host (a fake Stripe server). */
export interface StripeOptions {
  secretKey: string;
  /** The signing secret of Stripe's webhooks to this API (STRIPE_WEBHOOK_SECRET). */
  webhookSecret?: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const KNOWN_CODES: readonly PaymentErrorCode[] = ['card_declined', 'insufficient_funds', 'authentication_required', 'amount_too_large', 'resource_missing', 'idempotency_conflict'];

/**
 * Stripe errors whose outcome is unknown: no answer (a time-out, a cut connection), Stripe's own failure (5xx),
 * too many requests, or another request under the key still running (409). They stay as they are, not
 * PaymentErrors: a money action keeps its claim and asks again under the same key (docs/api-database.md,
 * "Money actions").
 */
function outcomeUnknown(e: InstanceType<typeof Stripe.errors.StripeError>): boolean {
  const status = e.statusCode ?? 0;
  return e.type === 'StripeConnectionError' || e.type === 'StripeAPIError' || e.type === 'StripeRateLimitError' || status >= 500 || status === 409 || status === 429;
}

/** A Stripe refusal as a PaymentError: its code (the decline code for a card), its message; any other error as it is. */
function paymentErrorOf(e: unknown): unknown {
  if (!(e instanceof Stripe.errors.StripeError) || outcomeUnknown(e)) return e;
  const decline = (e as { decline_code?: string }).decline_code;
  const raw = decline === 'insufficient_funds' ? decline : e.code;
  const code: PaymentErrorCode =
    e.type === 'StripeIdempotencyError'
      ? 'idempotency_conflict'
      : KNOWN_CODES.includes(raw as PaymentErrorCode)
        ? (raw as PaymentErrorCode)
        : e.type === 'StripeCardError'
          ? 'card_declined'
          : 'invalid_request';
  return new PaymentError(code, e.message);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw paymentErrorOf(e);
  }
}

const STATUS: Partial<Record<Stripe.PaymentIntent.Status, PaymentIntentStatus>> = {
  requires_capture: 'requires_capture',
  succeeded: 'succeeded',
  requires_action: 'requires_action',
  canceled: 'canceled',
};

function intentOf(pi: Stripe.PaymentIntent): PaymentIntent {
  const charge = typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge : null;
  return {
    id: pi.id,
    amount: pi.amount,
    currency: pi.currency.toUpperCase(),
    status: STATUS[pi.status] ?? 'requires_action',
    captured: pi.amount_received,
    refunded: charge?.amount_refunded ?? 0,
  };
}

/** The payment provider on Stripe. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      maxNetworkRetries: 1,
      timeout: 20_000,
    });
  }

  createCustomer(input: { email: string; name: string }, idempotencyKey: string): Promise<PaymentCustomer> {
    return call(async () => {
      const c = await this.stripe.customers.create(input, { idempotencyKey });
      return { id: c.id, email: c.email ?? input.email, name: c.name ?? input.name };
    });
  }

  attachPaymentMethod(customerId: string, token: string, idempotencyKey: string): Promise<PaymentMethod> {
    return call(async () => {
      const pm = await this.stripe.paymentMethods.attach(token, { customer: customerId }, { idempotencyKey });
      return { id: pm.id, customerId, brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '' };
    });
  }

  createPaymentIntent(
    input: { customerId: string; paymentMethodId: string; amount: number; currency: string; capture: boolean; description?: string },
    idempotencyKey: string,
  ): Promise<PaymentIntent> {
    return call(async () => {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          confirm: true,
          off_session: true,
          capture_method: input.capture ? 'automatic' : 'manual',
          description: input.description,
          expand: ['latest_charge'],
        },
        { idempotencyKey },
      );
      return intentOf(pi);
    });
  }

  capture(intentId: string, idempotencyKey: string, amount?: number): Promise<PaymentIntent> {
    return call(async () =>
      intentOf(
        await this.stripe.paymentIntents.capture(
          intentId,
          { ...(amount === undefined ? {} : { amount_to_capture: amount }), expand: ['latest_charge'] },
          { idempotencyKey },
        ),
      ),
    );
  }

  refund(intentId: string, amount: number, idempotencyKey: string): Promise<Refund> {
    return call(async () => {
      const r = await this.stripe.refunds.create({ payment_intent: intentId, amount }, { idempotencyKey });
      return { id: r.id, intentId, amount: r.amount, currency: r.currency.toUpperCase() };
    });
  }

  createTransfer(input: { destination: string; amount: number; currency: string; description?: string }, idempotencyKey: string): Promise<Transfer> {
    return call(async () => {
      const t = await this.stripe.transfers.create(
        { destination: input.destination, amount: input.amount, currency: input.currency.toLowerCase(), description: input.description },
        { idempotencyKey },
      );
      return { id: t.id, destination: typeof t.destination === 'string' ? t.destination : (t.destination?.id ?? input.destination), amount: t.amount, currency: t.currency.toUpperCase() };
    });
  }

  async getPaymentIntent(intentId: string): Promise<PaymentIntent | null> {
    try {
      return intentOf(await this.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }));
    } catch (e) {
      const err = paymentErrorOf(e);
      if (err instanceof PaymentError && err.code === 'resource_missing') return null;
      throw err;
    }
  }

  /**
   * A webhook's event, after checking its `Stripe-Signature` header against STRIPE_WEBHOOK_SECRET.
   * @throws PaymentError `invalid_request` for a missing secret, a bad signature or a stale timestamp.
   */
  webhookEvent(payload: string | Buffer, signature: string): Stripe.Event {
    if (!this.options.webhookSecret) throw new PaymentError('invalid_request', 'No webhook secret is configured');
    try {
      return this.stripe.webhooks.constructEvent(payload, signature, this.options.webhookSecret);
    } catch (e) {
      throw new PaymentError('invalid_request', e instanceof Error ? e.message : 'Invalid webhook signature');
    }
  }
}
