// What `nx show projects [--affected --files=<files>] [-t <target>] --json` answers, for many questions in one
// process over one project graph: the functions that command calls (nx/src/command-line/show/projects.js:
// calculateFileChanges, filterAffected, then the projects with the target). Each `nx show projects` builds the
// graph again (5-10 s on a 2-core machine); affected.spec.ts asks about 40 questions, and one CLI call checks that the
// two agree. Nx is pinned (docs/toolchain.md), so these internal modules do not move under us.
// Usage: node tools/nx/affected-projects.mjs '<questions as JSON>'
//   a question: { "files": ["libs/x.ts"], "target": "test" } (both optional: no files = every project)
// Output (stdout, JSON): one sorted list of project names per question, in order.
// As a module: affectedProjects(questions, graph) answers over a graph the caller built once (readProjectGraph),
// which affected.spec.ts shares with tools/nx/task-inputs.mjs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createProjectGraphAsync } = require('nx/src/devkit-exports');
const { readNxJson } = require('nx/src/config/nx-json');
const { filterAffected } = require('nx/src/project-graph/affected/affected-project-graph');
const { calculateFileChanges } = require('nx/src/project-graph/file-utils');

/** The workspace's project graph (of the current directory's workspace), as every `nx show projects` builds it. */
export function readProjectGraph() {
  return createProjectGraphAsync({ exitOnError: true });
}

/**
 * The answers to `questions` over `projectGraph`.
 * @param {Array<{ files?: string[], target?: string }>} questions
 * @returns {Promise<string[][]>} one sorted list of project names per question, in order
 */
export async function affectedProjects(questions, projectGraph) {
  const nxJson = readNxJson();
  const answers = [];
  for (const { files, target } of questions) {
    // As `--files=<files>` gives them: each file changed whole (calculateFileChanges with nxArgs.files).
    const graph = files ? await filterAffected(projectGraph, calculateFileChanges(files, { files }), nxJson) : projectGraph;
    answers.push(
      Object.entries(graph.nodes)
        .filter(([, node]) => !target || node.data.targets?.[target])
        .map(([name]) => name)
        .sort(),
    );
  }
  return answers;
}

// Run as a script (not when another module imports this one).
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const questions = JSON.parse(process.argv[2] ?? 'null');
  if (!Array.isArray(questions)) {
    console.error(`usage: node tools/nx/affected-projects.mjs '[{ "files": ["<file>"], "target": "<target>" }, …]'`);
    process.exit(2);
  }
  console.log(JSON.stringify(await affectedProjects(questions, await readProjectGraph())));
}
