/**
 * A small fake of Stripe's HTTP API for the payment tests (docs/api-database.md, "Payments"; no Stripe mock
 * binary installs here): customers, payment method attach, payment intents (confirm at once, automatic or
 * manual capture), capture, refunds, retrieve, with Stripe's idempotency keys and its error shapes. The test
 * tokens behave as Stripe documents them (pm_card_visa pays, pm_card_chargeDeclined is declined, ...). Not a
 * spec: the payments spec runs the same checks on it and on the ledger.
 *
 * Also the faults of the money actions' tests (docs/api-database.md, "Money actions"): `fake.dropAnswers` makes
 * the fake act and then lose its answer (the connection is cut), and {@link injectPaymentFault} wraps any
 * provider (the ledger or the Stripe adapter) so that its next call takes effect and then times out, fails, or
 * answers only when the test lets it ({@link whileHeld}).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentProvider } from '../services/payments';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  customer: string;
  payment_method: string;
  latest_charge: { id: string; object: 'charge'; amount_refunded: number } | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** Parses Stripe's form body (`a=1&b[c]=2`, arrays as `expand[0]=x`) into flat keys. */
const formOf = (body: string) => Object.fromEntries(new URLSearchParams(body));

const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

export interface FakeStripe {
  /** host, port and protocol to give the Stripe client. */
  host: string;
  port: number;
  protocol: 'http';
  /** How many requests each path received (method and path), to check how often the API called Stripe. */
  calls: Map<string, number>;
  /** How many requests of each path took effect (answered 200 the first time, not replayed under their key). */
  effects: Map<string, number>;
  /**
   * The next `times` requests to `route` (as in `calls`, e.g. `POST /v1/refunds`) take effect, are stored under
   * their idempotency key as Stripe does, and then lose their answer: the connection is cut.
   */
  dropAnswers(route: string, times?: number): void;
  close(): Promise<void>;
}

/** Starts the fake on a free local port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, { id: string; email: string; name: string }>();
  const methods = new Map<string, { id: string; token: string; customer: string }>();
  const intents = new Map<string, FakeIntent>();
  const keyed = new Map<string, { status: number; body: unknown; request: string }>();
  const calls = new Map<string, number>();
  const effects = new Map<string, number>();
  const drops = new Map<string, number>();

  const handle = (method: string, path: string, f: Record<string, string>): { status: number; body: unknown } => {
    const error = (status: number, type: string, code: string, message: string, extra: object = {}) => ({
      status,
      body: { error: { type, code, message, ...extra } },
    });
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const c = { id: id('cus'), email: f.email, name: f.name };
      customers.set(c.id, c);
      return { status: 200, body: { object: 'customer', ...c } };
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/))) {
      if (!customers.has(f.customer)) return error(400, 'invalid_request_error', 'resource_missing', `No such customer: '${f.customer}'`);
      const pm = { id: id('pm'), token: m[1], customer: f.customer };
      methods.set(pm.id, pm);
      return { status: 200, body: { id: pm.id, object: 'payment_method', customer: pm.customer, card: { brand: 'visa', last4: '4242' } } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = methods.get(f.payment_method);
      if (!pm || pm.customer !== f.customer) {
        return error(400, 'invalid_request_error', 'resource_missing', `No such PaymentMethod: '${f.payment_method}'`);
      }
      const decline = DECLINES[pm.token];
      if (decline) return error(402, 'card_error', decline.code, decline.message, { decline_code: decline.decline_code });
      const amount = Number(f.amount);
      const manual = f.capture_method === 'manual';
      const status = pm.token === 'pm_card_authenticationRequired' ? 'requires_action' : manual ? 'requires_capture' : 'succeeded';
      const pi: FakeIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        amount_received: status === 'succeeded' ? amount : 0,
        currency: f.currency,
        status,
        customer: f.customer,
        payment_method: pm.id,
        latest_charge: status === 'requires_action' ? null : { id: id('ch'), object: 'charge', amount_refunded: 0 },
      };
      intents.set(pi.id, pi);
      return { status: 200, body: pi };
    }
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)(\/capture)?$/))) {
      const pi = intents.get(m[1]);
      if (!pi) return error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${m[1]}'`);
      if (method === 'GET') return { status: 200, body: pi };
      if (pi.status !== 'requires_capture') {
        return error(400, 'invalid_request_error', 'payment_intent_unexpected_state', `This PaymentIntent could not be captured because it has a status of ${pi.status}.`);
      }
      pi.amount_received = f.amount_to_capture ? Number(f.amount_to_capture) : pi.amount;
      pi.status = 'succeeded';
      return { status: 200, body: pi };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(f.payment_intent);
      if (!pi || !pi.latest_charge) return error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${f.payment_intent}'`);
      const amount = Number(f.amount ?? pi.amount_received - pi.latest_charge.amount_refunded);
      if (pi.latest_charge.amount_refunded + amount > pi.amount_received) {
        return error(400, 'invalid_request_error', 'amount_too_large', `Refund amount (${amount}) is greater than unrefunded amount on charge.`);
      }
      pi.latest_charge.amount_refunded += amount;
      return { status: 200, body: { id: id('re'), object: 'refund', amount, currency: pi.currency, payment_intent: pi.id, status: 'succeeded' } };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const amount = Number(f.amount);
      if (!(amount > 0)) return error(400, 'invalid_request_error', 'parameter_invalid_integer', 'Invalid positive integer');
      return { status: 200, body: { id: id('tr'), object: 'transfer', amount, currency: f.currency, destination: f.destination } };
    }
    return error(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path})`);
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const name = `${req.method} ${path.replace(/\/(cus|pm|pi|re|ch|tr)_[0-9a-f]+/g, '/:id')}`;
      calls.set(name, (calls.get(name) ?? 0) + 1);
      const key = req.headers['idempotency-key'];
      const request = `${req.method} ${path} ${body}`;
      let answer: { status: number; body: unknown };
      const stored = typeof key === 'string' ? keyed.get(key) : undefined;
      if (stored && stored.request !== request) {
        answer = {
          status: 400,
          body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } },
        };
      } else if (stored) {
        answer = stored;
      } else {
        answer = handle(req.method ?? 'GET', path, formOf(body));
        if (answer.status === 200 && req.method === 'POST') effects.set(name, (effects.get(name) ?? 0) + 1);
        if (typeof key === 'string' && req.method === 'POST') keyed.set(key, { ...answer, request });
      }
      const dropping = drops.get(name) ?? 0;
      if (dropping > 0) {
        drops.set(name, dropping - 1);
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    calls,
    effects,
    dropAnswers: (route, times = 1) => drops.set(route, times),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** How {@link injectPaymentFault} makes a provider call misbehave once. */
export type PaymentFault =
  /** The call takes effect, then the caller sees a time-out (the answer never came). */
  | 'timeout-after-effect'
  /** The call takes effect, then the caller sees a failure that is not a refusal (a cut connection, a 500). */
  | 'error-after-effect'
  /** The call takes effect; its answer waits until the test calls `release()`. */
  | 'hold';

/** The handle of an injected fault. */
export interface InjectedFault {
  /** How many times the method was called since the fault was injected. */
  calls(): number;
  /** Resolves when the faulty (first) call has taken effect at the provider. */
  effected: Promise<void>;
  /** Lets a held answer go. */
  release(): void;
  /** Puts the provider's own method back. */
  restore(): void;
}

type FaultyMethod = 'refund' | 'capture' | 'createPaymentIntent' | 'createTransfer';

/**
 * Wraps `payments[method]` so that its next call takes effect at the provider (the ledger or the Stripe adapter
 * on the fake Stripe) and then misbehaves as `fault` says; later calls go through untouched.
 */
export function injectPaymentFault(payments: PaymentProvider, method: FaultyMethod, fault: PaymentFault): InjectedFault {
  const target = payments as unknown as Record<FaultyMethod, (...args: unknown[]) => Promise<unknown>>;
  const real = target[method];
  let count = 0;
  let effected!: () => void;
  let release!: () => void;
  const effectedPromise = new Promise<void>((resolve) => (effected = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  target[method] = async (...args: unknown[]) => {
    count += 1;
    if (count > 1) return real.apply(payments, args);
    const answer = await real.apply(payments, args);
    effected();
    if (fault === 'hold') {
      await released;
      return answer;
    }
    if (fault === 'timeout-after-effect') throw Object.assign(new Error('The payment provider did not answer in time'), { code: 'ETIMEDOUT' });
    throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
  };
  return {
    calls: () => count,
    effected: effectedPromise,
    release: () => release(),
    restore: () => {
      target[method] = real;
    },
  };
}

/**
 * Runs `first` with the provider's `method` held after it took effect (the 'hold' fault), runs `meanwhile` while
 * it is held, then lets it answer. @returns both answers and how many times `method` was called.
 */
export async function whileHeld<T, M>(
  payments: PaymentProvider,
  method: FaultyMethod,
  first: () => Promise<T>,
  meanwhile: () => Promise<M>,
): Promise<{ answer: T; meanwhile: M; calls: number }> {
  const injected = injectPaymentFault(payments, method, 'hold');
  try {
    const answering = first();
    await injected.effected;
    let during: M;
    try {
      during = await meanwhile();
    } finally {
      injected.release();
    }
    return { answer: await answering, meanwhile: during, calls: injected.calls() };
  } finally {
    injected.restore();
  }
}

/** A reply's status and message, to compare an answer at once: `{ status: 409, message: '…' }`. */
export const statusAndMessage = (reply: { statusCode: number; json: () => { message?: string } }) => ({ status: reply.statusCode, message: reply.json().message });

/**
 * The two payment providers the money-action specs run on, for `describe.each`: the embedded ledger (no fake) and
 * the Stripe adapter on a fake Stripe server started for the suite. Build the app with {@link stripeConfigOf}.
 */
export const PAYMENT_BACKINGS: [string, () => Promise<FakeStripe | undefined>][] = [
  ['ledger', async () => undefined],
  ['stripe (fake Stripe server)', () => startFakeStripe()],
];

/** The config overrides that point the API's payment provider at `fake`; none (the ledger) without one. */
export const stripeConfigOf = (fake: FakeStripe | undefined) =>
  fake ? { stripe: { secretKey: 'sk_test_fake', host: fake.host, port: fake.port, protocol: fake.protocol } } : {};

/**
 * The suite's app on one of {@link PAYMENT_BACKINGS}: registers a `beforeAll` that starts the backing (the fake
 * Stripe server, or nothing for the ledger) and calls `build` with its config overrides ({@link stripeConfigOf})
 * and the fake, and an `afterAll` that closes what `build` answered, then the fake. Call it inside the
 * `describe.each(PAYMENT_BACKINGS)` body; `build` assigns the suite's variables (`app`, `admin`, `fake`).
 */
export function onPaymentBacking(
  backing: () => Promise<FakeStripe | undefined>,
  build: (overrides: ReturnType<typeof stripeConfigOf>, fake: FakeStripe | undefined) => Promise<{ close: () => PromiseLike<unknown> }>,
): void {
  let fake: FakeStripe | undefined;
  let app: { close: () => PromiseLike<unknown> } | undefined;
  beforeAll(async () => {
    fake = await backing();
    app = await build(stripeConfigOf(fake), fake);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
}
