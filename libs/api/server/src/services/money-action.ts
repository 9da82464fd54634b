/**
 * One protocol for every money action (docs/api-database.md, "Money actions"): a refund, a no-show capture, an
 * invoice charge, a payout. The payment provider is called between two transactions, never inside one (it may
 * be slow, and the embedded ledger writes through its own transaction):
 *
 *   1. claim, one transaction: the caller locks its row and checks its rule; the claim (action, time, attempt
 *      number) is written on the row. A fresh claim of another request answers 409; one older than
 *      {@link MONEY_CLAIM_STALE_MS} is a lost request's and is taken over with its attempt number;
 *   2. the provider call, outside any transaction, under the key {@link moneyActionKey}(action, row, attempt):
 *      a retry of the same attempt reuses the key, so the provider acts at most once per attempt;
 *   3. settle, one transaction with the audit event, only while the claim is still the attempt's: the outcome
 *      recorded and the claim cleared. A refusal ({@link PaymentError}) is settled too (released, or recorded
 *      by the caller) and the next attempt gets a new number, so a new key. An unknown outcome (a time-out, a
 *      cut connection, a provider error that is not a refusal) keeps the claim and answers
 *      {@link PaymentOutcomeUnknownError} (502): the retry after the take-over time reuses the key, and the
 *      provider answers what it did.
 *
 * The helper knows no table: the caller gives the SQL of its row as callbacks (lock, take, settle, refused).
 */
import { CommonMessages } from '@backoffice/contracts';
import type { Db, Tx } from '../db/database';
import { HttpError, conflict } from './http-errors';
import { PaymentError } from './payments';

/**
 * A claim older than this (ms) is a crashed or lost request's: the next request takes it over with the same
 * attempt number, hence the same provider key. One value for every money action.
 */
export const MONEY_CLAIM_STALE_MS = 60_000;

/** The payment provider's idempotency key of one attempt of a money action on one row, e.g. `refund:<charge id>:2`. */
export const moneyActionKey = (action: string, rowId: string, attempt: number): string => `${action}:${rowId}:${attempt}`;

/**
 * The answer when the provider's outcome is unknown (502 with Retry-After, the message shown to the user as it
 * is): the action may have happened; the claim stays, and a retry after {@link MONEY_CLAIM_STALE_MS} asks the
 * provider again under the same key.
 */
export class PaymentOutcomeUnknownError extends HttpError {
  /** The error handler sends this 5xx's message as it is (it is written for the user). */
  readonly expose = true;
  constructor(readonly providerError: unknown) {
    super(502, CommonMessages.payments.outcomeUnknown, { 'retry-after': String(MONEY_CLAIM_STALE_MS / 1_000) });
    this.name = 'PaymentOutcomeUnknownError';
  }
}

/**
 * A row's claim as stored: the action under way (null: none), since when (null with an action: an implicit
 * claim, taken at once), the number of the last attempt claimed (0: none yet), and when the last attempt was
 * refused (for a cool-down; null when unknown or none).
 */
export interface MoneyClaimState {
  action: string | null;
  since: Date | null;
  attempt: number;
  refusedAt?: Date | null;
}

/** The claim the helper writes through the caller's `take`. */
export interface MoneyClaim {
  action: string;
  since: Date;
  attempt: number;
  /** True when a lost request's claim is taken over (same attempt); false for a new attempt. */
  takeOver: boolean;
}

/** A money action on one row, as callbacks over the caller's table (docs/api-database.md, "Money actions"). */
export interface MoneyAction<Row, Result, Out> {
  /** The action's name: the claim's `action` and the first part of the provider key. */
  action: string;
  /** The 409 message while another request holds a fresh claim (or the claim was lost to another request). */
  busyMessage: string;
  /**
   * Refuse a new attempt for this long (ms) after a refused one, with `refusedRecentlyMessage` (409): a double
   * click on a declined invoice charges once. Needs `refusedAt` in the claim state. None by default.
   */
  refusalCooldownMs?: number;
  refusedRecentlyMessage?: string;
  /**
   * In a transaction: locks the row (SELECT … FOR UPDATE) and reads its claim. Called when claiming and again
   * when settling. @throws HttpError 404 when there is none.
   */
  lock(tx: Tx): Promise<{ row: Row; claim: MoneyClaimState }>;
  /** The row's id in the provider key, read from the row `take` answered. */
  idOf(row: Row): string;
  /** In the claim transaction, after `lock`: the action's rule. @throws HttpError (409, 400) to refuse. */
  check(tx: Tx, row: Row, now: Date): Promise<void> | void;
  /** In the claim transaction: writes `claim` on the row (with the action's own changes) and answers the row. */
  take(tx: Tx, row: Row, claim: MoneyClaim): Promise<Row>;
  /** Outside any transaction: the provider call under `key`. @throws PaymentError for a refusal. */
  call(row: Row, key: string): Promise<Result>;
  /** In the settle transaction: records the outcome with its audit event and clears the claim. */
  settle(tx: Tx, row: Row, result: Result, attempt: number): Promise<Out>;
  /**
   * In the settle transaction, after a refusal: clears the claim (and records the refusal if the action keeps
   * one). Answers the caller's outcome, or throws (e.g. 402 with the provider's message) after the commit.
   */
  refused(tx: Tx, row: Row, error: PaymentError, attempt: number): Promise<Out | HttpError>;
}

/**
 * Runs a money action once (docs/api-database.md, "Money actions"): claim, provider call, settle.
 * @param now the claim's clock (tests inject it).
 * @returns what `settle` or `refused` answered.
 * @throws HttpError from `lock`/`check` (nothing changes); 409 `busyMessage` while another request holds the
 *   claim; the HttpError `refused` answered (after its transaction commits); {@link PaymentOutcomeUnknownError}
 *   (502) when the provider's outcome is unknown (the claim stays).
 */
export async function runMoneyAction<Row, Result, Out>(db: Db, spec: MoneyAction<Row, Result, Out>, now: () => Date = () => new Date()): Promise<Out> {
  const claimed = await db.transaction(async (tx) => {
    const { row, claim } = await spec.lock(tx);
    const at = now();
    await spec.check(tx, row, at);
    let next: MoneyClaim;
    if (claim.action) {
      const stale = !claim.since || at.getTime() - claim.since.getTime() > MONEY_CLAIM_STALE_MS;
      if (!stale || claim.action !== spec.action) throw conflict(spec.busyMessage);
      next = { action: spec.action, since: at, attempt: claim.attempt, takeOver: true };
    } else {
      const cooldown = spec.refusalCooldownMs ?? 0;
      if (cooldown > 0 && claim.refusedAt && at.getTime() - claim.refusedAt.getTime() < cooldown) {
        throw conflict(spec.refusedRecentlyMessage ?? spec.busyMessage);
      }
      next = { action: spec.action, since: at, attempt: claim.attempt + 1, takeOver: false };
    }
    const taken = await spec.take(tx, row, next);
    return { row: taken, id: spec.idOf(taken), attempt: next.attempt };
  });

  let outcome: { ok: Result } | { refused: PaymentError };
  try {
    outcome = { ok: await spec.call(claimed.row, moneyActionKey(spec.action, claimed.id, claimed.attempt)) };
  } catch (e) {
    // A refusal is settled; anything else (a time-out, a cut connection, a provider that failed, another request
    // under the key still running) leaves the outcome unknown: the claim stays for the retry under the same key.
    if (!(e instanceof PaymentError) || e.code === 'idempotency_conflict') throw new PaymentOutcomeUnknownError(e);
    outcome = { refused: e };
  }

  const answer = await db.transaction(async (tx) => {
    const { row, claim } = await spec.lock(tx);
    // Another request took the claim over and settled this attempt (the provider answered both the same).
    if (claim.action !== spec.action || claim.attempt !== claimed.attempt) throw conflict(spec.busyMessage);
    return 'ok' in outcome ? spec.settle(tx, row, outcome.ok, claimed.attempt) : spec.refused(tx, row, outcome.refused, claimed.attempt);
  });
  if (answer instanceof HttpError) throw answer;
  return answer;
}
