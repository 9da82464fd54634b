/**
 * Reads a PDF back in tests with pdf-parse (docs/areas/billing.md, "Invoice PDFs"): its text (whitespace runs as
 * one space), the text of each page, the page count and the document info.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants as vmConstants, runInThisContext } from 'node:vm';
import { PDFParse } from 'pdf-parse';

let workerReady: Promise<void> | undefined;

// pdf-parse runs pdf.js with its in-process "fake worker", which loads pdf.worker.mjs with a dynamic import():
// Jest's module sandbox has none (it would need --experimental-vm-modules). So the worker module is loaded here
// by Node's own loader and handed to pdf.js through the global it looks at first (globalThis.pdfjsWorker).
function loadWorker(): Promise<void> {
  workerReady ??= (async () => {
    const nativeImport = runInThisContext('(specifier) => import(specifier)', {
      importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }) as (specifier: string) => Promise<unknown>;
    const worker = path.join(path.dirname(require.resolve('pdf-parse')), 'pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await nativeImport(pathToFileURL(worker).href);
  })();
  return workerReady;
}

export async function readPdf(pdf: Buffer): Promise<{ text: string; pages: string[]; total: number; info: Record<string, unknown> }> {
  await loadWorker();
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    const info = await parser.getInfo();
    const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
    return {
      text: squash(result.text),
      pages: result.pages.map((p) => squash(p.text)),
      total: result.total,
      info: (info.info ?? {}) as Record<string, unknown>,
    };
  } finally {
    await parser.destroy();
  }
}
