/**
 * A small fake of Stripe's HTTP API for the payment tests (docs/api-database.md, "Payments"; no Stripe mock
 * binary installs here): customers, payment method attach, payment intents (confirm at once, automatic or
 * manual capture), capture, refunds, retrieve, with Stripe's idempotency keys and its error shapes. The test
 * tokens behave as Stripe documents them (pm_card_visa pays, pm_card_chargeDeclined is declined, ...). Not a
 * spec: the payments spec runs the same checks on it and on the ledger.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
  close(): Promise<void>;
}

/** Starts the fake on a free local port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, { id: string; email: string; name: string }>();
  const methods = new Map<string, { id: string; token: string; customer: string }>();
  const intents = new Map<string, FakeIntent>();
  const keyed = new Map<string, { status: number; body: unknown; request: string }>();
  const calls = new Map<string, number>();

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
    return error(404, 'invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path})`);
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const name = `${req.method} ${path.replace(/\/(cus|pm|pi|re|ch)_[0-9a-f]+/g, '/:id')}`;
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
        if (typeof key === 'string' && req.method === 'POST') keyed.set(key, { ...answer, request });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
