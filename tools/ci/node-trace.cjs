// Preloaded into every Node process of the Node 24 pass (tools/ci/node24.sh sets
// NODE_OPTIONS=--require <this file> and NODE24_TRACE=<file>): appends one line per process, its Node version
// and what it runs, so the pass can prove that Nx, Jest, its workers and the build tools all ran on Node 24
// (docs/toolchain.md, "Node versions"). Does nothing without NODE24_TRACE.
const file = process.env.NODE24_TRACE;
if (file) {
  try {
    const script = process.argv[1] ? require('node:path').relative(process.cwd(), process.argv[1]) : '(eval)';
    require('node:fs').appendFileSync(file, `${process.version} ${process.pid} ${script}\n`);
  } catch {
    // tracing must never break the process it watches
  }
}
