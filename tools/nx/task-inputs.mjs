// Which tasks read a file, as Nx's cache sees it: for each project with one of the given targets, the files of
// that task's hash plan (what `nx show target inputs <project>:<target>` lists). A task whose plan holds a changed
// file re-runs; any other is replayed from the cache, even when `nx affected` names its project (affected is decided
// per project, from every target's inputs: docs/toolchain.md, "What a root file reaches").
// Usage: node tools/nx/task-inputs.mjs <target>[,<target>…] <file> [<file>…]
// Output (stdout, JSON): { "<file>": { "<target>": ["<project>", …] } }, projects sorted.
// affected.spec.ts calls taskInputs in a child process, over the one project graph its other questions use
// (tools/nx/affected-projects.mjs; Nx is pinned: docs/toolchain.md).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createProjectGraphAsync } = require('nx/src/devkit-exports');
const { getTaskRawInputs } = require('nx/src/hasher/check-task-files');

/**
 * The projects whose task of each target reads each file, over `projectGraph`.
 * @param {string[]} targets
 * @param {string[]} files
 * @returns {Promise<Record<string, Record<string, string[]>>>} file → target → projects, sorted
 */
export async function taskInputs(targets, files, projectGraph) {
  const result = Object.fromEntries(files.map((file) => [file, Object.fromEntries(targets.map((t) => [t, []]))]));
  for (const project of Object.keys(projectGraph.nodes).sort()) {
    for (const target of targets) {
      if (!projectGraph.nodes[project].data.targets?.[target]) continue;
      const inputs = await getTaskRawInputs(`${project}:${target}`, { projectGraph });
      if (!inputs) throw new Error(`${project}:${target} is not in its own hash plan`);
      const read = new Set(inputs.files);
      for (const file of files) if (read.has(file)) result[file][target].push(project);
    }
  }
  return result;
}

// Run as a script (not when another module imports this one).
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [targetList, ...files] = process.argv.slice(2);
  if (!targetList || !files.length) {
    console.error('usage: node tools/nx/task-inputs.mjs <target>[,<target>…] <file> [<file>…]');
    process.exit(2);
  }
  const projectGraph = await createProjectGraphAsync({ exitOnError: true });
  console.log(JSON.stringify(await taskInputs(targetList.split(','), files, projectGraph)));
}
