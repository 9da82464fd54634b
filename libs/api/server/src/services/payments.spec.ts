/**
 * The embedded payment provider (docs/api-database.md, "Payments"): charges, authorisations and captures,
 * deterministic declines, refunds that never exceed what was captured, and idempotency keys that make every
 * write happen once, even when the same request arrives ten times at once.
 */
import Stripe from 'stripe';
import type { Database } from '../db/database';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe';
import { createTestDatabase } from '../testing/test-database';
import { LEDGER_TEST_TOKENS, LedgerPaymentProvider, PaymentError, type PaymentProvider } from './payments';
import { StripePaymentProvider } from './stripe-payments';

const WEBHOOK_SECRET = 'whsec_test_secret';

/** Each provider on its own backing: the ledger on a test database, Stripe's adapter on the fake Stripe. */
const PROVIDERS: [string, () => Promise<{ payments: PaymentProvider; fake?: FakeStripe; close: () => Promise<void> }>][] = [
  [
    'ledger',
    async () => {
      const database: Database = await createTestDatabase([]);
      return { payments: new LedgerPaymentProvider(database.db), close: () => database.close() };
    },
  ],
  [
    'stripe (fake Stripe server)',
    async () => {
      const fake = await startFakeStripe();
      const payments = new StripePaymentProvider({ secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, ...fake });
      return { payments, fake, close: () => fake.close() };
    },
  ],
];

describe.each(PROVIDERS)('payment provider: %s', (_name, make) => {
  let payments: PaymentProvider;
  let close: () => Promise<void>;
  let n = 0;
  const key = (what: string) => `${what}-${++n}-${Date.now()}`;

  beforeAll(async () => {
    ({ payments, close } = await make());
  });
  afterAll(() => close());

  async function card(token: string = LEDGER_TEST_TOKENS.visa) {
    const customer = await payments.createCustomer({ email: 'guest@example.com', name: 'Guest One' }, key('cus'));
    const method = await payments.attachPaymentMethod(customer.id, token, key('pm'));
    return { customerId: customer.id, paymentMethodId: method.id };
  }
  const charge = async (amount: number, capture = true, token?: string) =>
    payments.createPaymentIntent({ ...(await card(token)), amount, currency: 'AUD', capture }, key('pi'));

  it('charges a card at once, or authorises it and captures later', async () => {
    const paid = await charge(12_345);
    expect(paid).toMatchObject({ amount: 12_345, currency: 'AUD', status: 'succeeded', captured: 12_345, refunded: 0 });
    const held = await charge(5_000, false);
    expect(held).toMatchObject({ status: 'requires_capture', captured: 0 });
    const captured = await payments.capture(held.id, key('cap'));
    expect(captured).toMatchObject({ status: 'succeeded', captured: 5_000 });
    await expect(payments.capture(held.id, key('cap'))).rejects.toMatchObject({ code: 'invalid_request' });
    expect(await payments.getPaymentIntent(held.id)).toEqual(captured);
  });

  it.each([
    [LEDGER_TEST_TOKENS.declined, 'card_declined', 'Your card was declined.'],
    [LEDGER_TEST_TOKENS.insufficientFunds, 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('declines %s with the provider message', async (token, code, message) => {
    const err = await charge(1_000, true, token).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentError);
    expect(err).toMatchObject({ code, message });
  });

  it('leaves a charge on a card that needs authentication waiting, captured nothing', async () => {
    expect(await charge(1_000, true, LEDGER_TEST_TOKENS.authenticationRequired)).toMatchObject({ status: 'requires_action', captured: 0 });
  });

  it('refunds part, then the rest, and refuses anything beyond what was captured', async () => {
    const paid = await charge(10_000);
    await payments.refund(paid.id, 4_000, key('re'));
    await expect(payments.refund(paid.id, 6_001, key('re'))).rejects.toMatchObject({ code: 'amount_too_large' });
    const rest = await payments.refund(paid.id, 6_000, key('re'));
    expect(rest).toMatchObject({ intentId: paid.id, amount: 6_000, currency: 'AUD' });
    expect(await payments.getPaymentIntent(paid.id)).toMatchObject({ refunded: 10_000 });
    const held = await charge(3_000, false);
    await expect(payments.refund(held.id, 1, key('re'))).rejects.toMatchObject({ code: 'amount_too_large' });
  });

  it('makes one refund of ten identical requests sent at once, and answers each with it', async () => {
    const paid = await charge(8_800);
    const k = key('re-same');
    const answers = await Promise.all(Array.from({ length: 10 }, () => payments.refund(paid.id, 8_800, k)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await payments.getPaymentIntent(paid.id)).toMatchObject({ refunded: 8_800 });
  });

  it('lets one of ten different full refunds sent at once through; the others are refused', async () => {
    const paid = await charge(5_500);
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => payments.refund(paid.id, 5_500, key(`re-${i}`))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'amount_too_large' });
    }
    expect(await payments.getPaymentIntent(paid.id)).toMatchObject({ refunded: 5_500 });
  });

  it('replays an error under its key, and refuses a key reused for another request', async () => {
    const { customerId, paymentMethodId } = await card(LEDGER_TEST_TOKENS.declined);
    const k = key('pi-declined');
    const request = { customerId, paymentMethodId, amount: 2_000, currency: 'AUD', capture: true };
    await expect(payments.createPaymentIntent(request, k)).rejects.toMatchObject({ code: 'card_declined' });
    await expect(payments.createPaymentIntent(request, k)).rejects.toMatchObject({ code: 'card_declined' });
    await expect(payments.createPaymentIntent({ ...request, amount: 2_001 }, k)).rejects.toMatchObject({ code: 'idempotency_conflict' });
    const paid = await charge(700);
    const same = key('pi-same');
    const good = await card();
    const first = await payments.createPaymentIntent({ ...good, amount: 700, currency: 'AUD', capture: true }, same);
    const again = await payments.createPaymentIntent({ ...good, amount: 700, currency: 'AUD', capture: true }, same);
    expect(again).toEqual(first);
    expect(first.id).not.toBe(paid.id);
  });

});

describe('ledger only', () => {
  let database: Database;
  let payments: LedgerPaymentProvider;
  let n = 0;
  const key = (what: string) => `${what}-${++n}-${Date.now()}`;
  beforeAll(async () => {
    database = await createTestDatabase([]);
    payments = new LedgerPaymentProvider(database.db);
  });
  afterAll(() => database.close());
  async function card(token: string = LEDGER_TEST_TOKENS.visa) {
    const customer = await payments.createCustomer({ email: 'guest@example.com', name: 'Guest One' }, key('cus'));
    const method = await payments.attachPaymentMethod(customer.id, token, key('pm'));
    return { customerId: customer.id, paymentMethodId: method.id };
  }

  it('refuses bad input: a fractional amount, an unknown currency form, a stranger card', async () => {
    const mine = await card();
    const theirs = await card();
    await expect(payments.createPaymentIntent({ ...mine, amount: 10.5, currency: 'AUD', capture: true }, key('x'))).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(payments.createPaymentIntent({ ...mine, amount: 10, currency: 'aud', capture: true }, key('x'))).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(
      payments.createPaymentIntent({ customerId: mine.customerId, paymentMethodId: theirs.paymentMethodId, amount: 10, currency: 'AUD', capture: true }, key('x')),
    ).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(payments.refund('pi_nope', 1, key('x'))).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(payments.refund('pi_nope', 1, '')).rejects.toMatchObject({ code: 'invalid_request' });
  });
});

describe('Stripe adapter', () => {
  let fake: FakeStripe;
  let payments: StripePaymentProvider;
  beforeAll(async () => {
    fake = await startFakeStripe();
    payments = new StripePaymentProvider({ secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, ...fake });
  });
  afterAll(() => fake.close());

  it('refunds once for ten identical refunds sent one after the other: Stripe replays the key', async () => {
    const customer = await payments.createCustomer({ email: 'g@example.com', name: 'G' }, 'cus-1');
    const method = await payments.attachPaymentMethod(customer.id, LEDGER_TEST_TOKENS.visa, 'pm-1');
    const paid = await payments.createPaymentIntent({ customerId: customer.id, paymentMethodId: method.id, amount: 900, currency: 'AUD', capture: true }, 'pi-1');
    const before = fake.calls.get('POST /v1/refunds') ?? 0;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await payments.refund(paid.id, 900, 're-1'));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await payments.getPaymentIntent(paid.id)).toMatchObject({ captured: 900, refunded: 900 });
    expect((fake.calls.get('POST /v1/refunds') ?? 0) - before).toBe(10); // sent ten times, refunded once
  });

  it("checks a webhook's signature: a signed event passes, a forged or tampered one is refused", () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(payments.webhookEvent(payload, header)).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => payments.webhookEvent(payload, forged)).toThrow(PaymentError);
    expect(() => payments.webhookEvent(payload.replace('pi_1', 'pi_2'), header)).toThrow(PaymentError);
  });
});
