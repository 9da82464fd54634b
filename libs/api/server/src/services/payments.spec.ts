/**
 * The embedded payment provider (docs/api-database.md, "Payments"): charges, authorisations and captures,
 * deterministic declines, refunds that never exceed what was captured, and idempotency keys that make every
 * write happen once, even when the same request arrives ten times at once.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ledgerIntents, ledgerRefunds } from '../db/server.schema';
import { createTestDatabase } from '../testing/test-database';
import { LEDGER_TEST_TOKENS, LedgerPaymentProvider, PaymentError } from './payments';

describe('LedgerPaymentProvider', () => {
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
  ])('declines %s with the provider message and records no payment', async (token, code, message) => {
    const before = await database.db.$count(ledgerIntents);
    const err = await charge(1_000, true, token).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentError);
    expect(err).toMatchObject({ code, message });
    expect(await database.db.$count(ledgerIntents)).toBe(before);
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
    expect(await database.db.$count(ledgerRefunds, eq(ledgerRefunds.intentId, paid.id))).toBe(1);
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
