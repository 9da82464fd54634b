/**
 * Statement PDFs drawn off the API's main thread (docs/areas/billing.md, "Invoice PDFs" and "Figures"): drawing is
 * synchronous CPU work (some 5-10 ms a statement), which a bulk send of 2,000 statements did on the thread that also
 * answers every request and builds every query. One worker thread (node:worker_threads, pdf-worker.ts) draws them
 * one after the other, while the main thread goes on with the database round trips of the other statements.
 *
 * The worker runs where its entry can be loaded: the production bundle's `pdf-worker.js` beside `main.js`, or the
 * TypeScript source when the process runs under tsx (development, the benches; the worker inherits its loader).
 * Elsewhere (Jest), and whenever the worker fails (it cannot start, it dies), the statement is drawn on the main
 * thread as before: the same function, the same bytes. A statement whose figures disagree is refused with the
 * same error either way.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderStatementPdf, type StatementPdfInput } from './pdf';
import type { PdfAnswer, PdfRequest } from './pdf-worker';

/** The worker's entry for this process, or undefined when it cannot load one (then the main thread draws). */
function workerEntry(): string | undefined {
  const bundled = path.join(__dirname, 'pdf-worker.js');
  if (existsSync(bundled)) return bundled;
  const source = path.join(__dirname, 'pdf-worker.ts');
  if (existsSync(source) && process.execArgv.some((a) => a.includes('tsx'))) return source;
  return undefined;
}

/** A refusal of the drawing itself (the statement's figures), answered by the worker: not retried on the main thread. */
class RefusedByWorker extends Error {}

interface Pending {
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

/** The drawing thread, started on first use; none once it failed (the main thread draws from then on). */
class PdfThread {
  private worker: Worker | undefined;
  private failed = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly entry: string | undefined) {}

  /** The bytes of the statement's PDF, drawn by the worker; rejects when the worker is unavailable or died. */
  draw(input: StatementPdfInput): Promise<Buffer> {
    const worker = this.start();
    if (!worker) return Promise.reject(new Error('no PDF worker'));
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Referenced while it has work: a process waiting for a PDF does not exit under it.
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, input } satisfies PdfRequest);
    });
  }

  private start(): Worker | undefined {
    if (this.worker || this.failed || !this.entry) return this.worker;
    try {
      const worker = new Worker(this.entry);
      worker.unref();
      worker.on('message', (answer: PdfAnswer) => {
        const waiting = this.pending.get(answer.id);
        if (!waiting) return;
        this.pending.delete(answer.id);
        if (this.pending.size === 0) worker.unref();
        if ('bytes' in answer) waiting.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
        else waiting.reject(new RefusedByWorker(answer.error));
      });
      const fail = (error: Error) => {
        this.failed = true;
        this.worker = undefined;
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`the PDF worker exited with ${code}`)));
      this.worker = worker;
    } catch {
      this.failed = true;
    }
    return this.worker;
  }
}

let thread: PdfThread | undefined;

/**
 * The billing statement as PDF bytes ({@link renderStatementPdf}: same input, same bytes, same refusals), drawn by
 * the PDF worker thread when this process has one, else on the main thread.
 */
export async function renderStatementPdfOffThread(input: StatementPdfInput): Promise<Buffer> {
  thread ??= new PdfThread(workerEntry());
  try {
    return await thread.draw(input);
  } catch (error) {
    if (error instanceof RefusedByWorker) throw new Error(error.message);
    return renderStatementPdf(input);
  }
}
