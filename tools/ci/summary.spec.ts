/**
 * The CI summary (tools/ci/summary.mjs, docs/toolchain.md, "CI's summary"): run on a results folder as
 * test-all.sh leaves it, it prints each step's seconds, the slowest test files of the run, the results per runner,
 * and last the one line `N passed, N failed` that CI reads.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'summary.mjs');

/** Runs the summary on a folder holding `files`; answers its output and exit code. */
function summarise(files: Record<string, unknown>): { out: string; code: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-summary-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
    }
    try {
      return { out: execFileSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' }), code: 0 };
    } catch (error) {
      const e = error as { stdout: string; status: number };
      return { out: e.stdout, code: e.status };
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const jestResult = (project: string, passed: number, failed: number, files: { file: string; seconds: number }[]) => ({
  project,
  numPassedTests: passed,
  numFailedTests: failed,
  files,
});

const playwright = {
  stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 },
  suites: [
    { title: 'a.e2e.ts', file: 'a.e2e.ts', specs: [{ title: 't', tests: [{ results: [{ duration: 30_000 }, { duration: 1_500 }] }] }] },
    { title: 'b.e2e.ts', file: 'b.e2e.ts', specs: [{ title: 't', tests: [{ results: [{ duration: 2_000 }] }] }] },
  ],
};

describe('the CI summary', () => {
  it('prints each step with its seconds, cores busy and their total, the slowest test files first, and the counts last', () => {
    const { out, code } = summarise({
      'steps.tsv': 'lint\t51\tok\t1.2\njest\t307\tok\t1.9\n',
      'jest-ui-1.json': jestResult('ui', 3, 0, [
        { file: 'src/slow.spec.tsx', seconds: 12.34 },
        { file: 'src/quick.spec.tsx', seconds: 0.5 },
      ]),
      'playwright.json': playwright,
    });
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Steps (seconds; cores busy on average, steps beside it included):',
      '  lint          51  ok    1.2',
      '  jest         307  ok    1.9',
      '  all steps    358',
    ]);
    const slowest = lines.slice(lines.indexOf('Slowest 4 test files (seconds):') + 1, lines.indexOf('Results:'));
    expect(slowest).toEqual([
      '    31.5  playwright: a.e2e.ts',
      '    12.3  jest ui: src/slow.spec.tsx',
      '     2.0  playwright: b.e2e.ts',
      '     0.5  jest ui: src/quick.spec.tsx',
    ]);
    expect(lines.at(-1)).toBe('5 passed, 0 failed');
  });

  it('keeps the counts as the last line when a step failed, and prints no table without steps', () => {
    const { out, code } = summarise({ 'jest-ui-1.json': jestResult('ui', 1, 1, []) });
    expect(code).toBe(1);
    expect(out).not.toContain('Steps (seconds):');
    expect(out.trimEnd().split('\n').at(-1)).toBe('1 passed, 1 failed');
  });
});
