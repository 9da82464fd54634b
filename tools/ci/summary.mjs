#!/usr/bin/env node
// Adds up the Jest results (tools/ci/jest-json-reporter.cjs) and the Playwright JSON reports (playwright*.json) found in
// $CI_RESULTS_DIR (or argv[2]) and prints, as the very last line, `N passed, N failed`.
// Steps that failed without producing a failing test (lint, type check, build, a crashed runner) are
// passed as further arguments; each counts as one failure, so the line never reads "0 failed" when the
// run failed. Exit code: 0 when nothing failed, 1 otherwise.
// Before that line, the seconds of each step (steps.tsv, written by test-all.sh's run_step) and the slowest test
// files of the run (Jest's per-file run time, Playwright's per-file sum of its tests' durations), so that a slow
// CI shows where its time goes (docs/toolchain.md, "CI's summary").
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] || process.env.CI_RESULTS_DIR || 'tmp/ci-results';
const failedSteps = process.argv.slice(3).filter(Boolean);

let passed = 0;
let failed = 0;
const lines = [];
/** Every test file of the run: `<runner> <project>: <file>` and its seconds. */
const fileTimes = [];
/** How many of the slowest test files are printed. */
const SLOWEST = 20;
const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];

for (const name of files) {
  const file = path.join(dir, name);
  if (!name.endsWith('.json')) continue;
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    lines.push(`  ${name}: unreadable (${err.message})`);
    failed += 1;
    continue;
  }
  if (name.startsWith('jest-')) {
    // A suite that failed to run (syntax error, missing module) has no failing test: count it once.
    const suiteErrors = data.numRuntimeErrorTestSuites || 0;
    passed += data.numPassedTests || 0;
    failed += (data.numFailedTests || 0) + suiteErrors;
    lines.push(
      `  jest ${data.label ? data.label + ' ' : ''}${data.project}` +
        `${data.node && data.node !== process.version ? ` (Node ${data.node})` : ''}: ${data.numPassedTests} passed, ` +
        `${data.numFailedTests} failed${suiteErrors ? `, ${suiteErrors} suites failed to run` : ''}` +
        `${data.numPendingTests ? `, ${data.numPendingTests} skipped` : ''}`,
    );
    const runner = `jest ${data.label ? data.label + ' ' : ''}${data.project}`;
    for (const f of data.files || []) fileTimes.push({ name: `${runner}: ${f.file}`, seconds: f.seconds });
    for (const f of data.failures || []) {
      for (const t of f.failed || []) lines.push(`      ✗ ${f.file}: ${t}`);
      if (f.execError) lines.push(`      ✗ ${f.file}: ${f.execError.split('\n')[0]}`);
    }
  } else if (name.startsWith('playwright')) {
    const s = data.stats || {};
    const ok = (s.expected || 0) + (s.flaky || 0);
    const bad = s.unexpected || 0;
    passed += ok;
    failed += bad;
    const errors = (data.errors || []).length;
    if (errors && !ok && !bad) failed += 1; // global setup failed: no test ran
    // playwright.json (the end-to-end suite), playwright-cluster.json (the cluster suite), …
    const label = name.replace(/^playwright-?/, '').replace(/\.json$/, '');
    lines.push(
      `  playwright${label ? ' ' + label : ''}: ${ok} passed${s.flaky ? ` (${s.flaky} after a retry)` : ''}, ${bad} failed, ` +
        `${s.skipped || 0} skipped${errors ? `, ${errors} errors outside tests` : ''}`,
    );
    const walk = (suite, trail) => {
      for (const spec of suite.specs || []) {
        for (const t of spec.tests || []) {
          if (t.status === 'unexpected') lines.push(`      ✗ ${[...trail, spec.title].join(' › ')}`);
        }
      }
      for (const child of suite.suites || []) walk(child, [...trail, child.title]);
    };
    for (const suite of data.suites || []) walk(suite, [suite.title]);
    const sumDurations = (suite) =>
      (suite.specs || []).reduce((n, spec) => n + (spec.tests || []).reduce((m, t) => m + (t.results || []).reduce((k, r) => k + (r.duration || 0), 0), 0), 0) +
      (suite.suites || []).reduce((n, child) => n + sumDurations(child), 0);
    for (const suite of data.suites || []) {
      fileTimes.push({ name: `playwright${label ? ' ' + label : ''}: ${suite.file || suite.title}`, seconds: sumDurations(suite) / 1000 });
    }
  }
}

if (failedSteps.length) {
  lines.push(`  failed steps: ${failedSteps.join(', ')}`);
  if (failed === 0) failed += failedSteps.length;
}

const stepsFile = path.join(dir, 'steps.tsv');
if (fs.existsSync(stepsFile)) {
  const steps = fs.readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t'));
  const width = Math.max('all steps'.length, ...steps.map(([name]) => name.length));
  const cores = steps.some(([, , , busy]) => busy !== undefined);
  console.log(cores ? 'Steps (seconds; cores busy on average, steps beside it included):' : 'Steps (seconds):');
  for (const [name, seconds, outcome, busy] of steps) {
    const line = `  ${name.padEnd(width)}  ${seconds.padStart(5)}  ${outcome}`;
    console.log(busy === undefined ? line : `${line.padEnd(width + 15)}  ${busy}`);
  }
  const total = steps.reduce((n, [, seconds]) => n + Number(seconds), 0);
  console.log(`  ${'all steps'.padEnd(width)}  ${String(total).padStart(5)}`);
}
if (fileTimes.length) {
  console.log(`Slowest ${Math.min(SLOWEST, fileTimes.length)} test files (seconds):`);
  for (const f of [...fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) {
    console.log(`  ${f.seconds.toFixed(1).padStart(6)}  ${f.name}`);
  }
}
console.log('Results:');
for (const l of lines) console.log(l);
const line = `${passed} passed, ${failed} failed`;
try {
  fs.writeFileSync(path.join(dir, 'summary.txt'), line + '\n');
} catch {
  // the directory may not exist when nothing ran
}
console.log(line);
process.exit(failed > 0 ? 1 : 0);
