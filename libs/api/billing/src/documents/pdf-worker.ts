/**
 * The PDF drawing thread's entry (docs/areas/billing.md, "Invoice PDFs"): draws the statements it is sent with
 * {@link renderStatementPdf} and answers their bytes, or the error's message. Started by pdf-thread.ts; its own
 * file so that the production bundle has it as an entry of its own (apps/api's build: dist/apps/api/pdf-worker.js).
 */
import { parentPort } from 'node:worker_threads';
import { renderStatementPdf, type StatementPdfInput } from './pdf';

/** What the main thread sends: a statement to draw, under a request id. */
export interface PdfRequest {
  id: number;
  input: StatementPdfInput;
}

/** What this thread answers: the bytes, or the message of the error that refused the statement. */
export type PdfAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: PdfRequest) => {
  renderStatementPdf(request.input).then(
    (bytes) => parentPort?.postMessage({ id: request.id, bytes } satisfies PdfAnswer),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: (error as Error)?.message ?? String(error) } satisfies PdfAnswer),
  );
});
