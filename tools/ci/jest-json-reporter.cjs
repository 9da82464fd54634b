// A Jest reporter that writes the aggregated results (the same shape as `jest --json`) to
// $CI_RESULTS_DIR/jest-<project>-<pid>.json, so that tools/ci/summary.mjs can add up the results of every
// project run by `nx run-many -t test` (a single `--outputFile` would be overwritten by each project).
const fs = require('node:fs');
const path = require('node:path');

class JsonFileReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.CI_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const project = path.basename(this.globalConfig.rootDir || process.cwd());
    const label = process.env.CI_RESULTS_LABEL ? `${process.env.CI_RESULTS_LABEL}-` : '';
    const file = path.join(dir, `jest-${label}${project}-${process.pid}.json`);
    const slim = {
      project,
      label: process.env.CI_RESULTS_LABEL || '',
      // The Node that ran Jest (the Node 24 pass, tools/ci/node24.sh, runs the API tests on another one).
      node: process.version,
      success: results.success,
      numTotalTests: results.numTotalTests,
      numPassedTests: results.numPassedTests,
      numFailedTests: results.numFailedTests,
      numPendingTests: results.numPendingTests,
      numTodoTests: results.numTodoTests,
      numTotalTestSuites: results.numTotalTestSuites,
      numFailedTestSuites: results.numFailedTestSuites,
      numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
      // Each test file and the seconds it ran (the summary prints the slowest of the whole run).
      files: (results.testResults || []).map((r) => ({
        file: path.relative(process.cwd(), r.testFilePath || ''),
        seconds: r.perfStats ? Math.max(0, (r.perfStats.end - r.perfStats.start) / 1000) : 0,
      })),
      // Jest's aggregated result (not the --json formatting): per file `testResults` holds the assertions.
      failures: (results.testResults || [])
        .filter((r) => r.numFailingTests > 0 || r.testExecError || r.failureMessage)
        .map((r) => ({
          file: path.relative(process.cwd(), r.testFilePath || ''),
          failed: (r.testResults || r.assertionResults || [])
            .filter((a) => a.status === 'failed')
            .map((a) => a.fullName || a.title),
          execError: r.testExecError ? String(r.testExecError.message || r.testExecError).slice(0, 500) : undefined,
        })),
    };
    fs.writeFileSync(file, JSON.stringify(slim, null, 2));
  }
}

module.exports = JsonFileReporter;
