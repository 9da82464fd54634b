// Proves the arrows of ARCHITECTURE.md ("The arrows", "Tags") with the real ESLint config: each forbidden
// import below must be reported, the legitimate one must not, no dependency constraint may allow every tag
// ('*'), each remote has its own scope tag that keeps it off the shell and the other remotes, and an import
// cycle is reported. ESLint's Node API runs in a child process (lint-probes.mjs): it loads eslint.config.mjs
// with a dynamic import, which Jest's sandbox refuses without --experimental-vm-modules.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../remotes';

const root = path.resolve(__dirname, '..', '..');

interface Probe {
  name: string;
  filePath: string;
  code: string;
  rule?: string;
  /** Written to disk for the run (the cycle rule reads the imported modules from disk). */
  onDisk?: boolean;
}

interface LintOutput {
  results: Array<{ filePath: string; errors: Array<{ ruleId: string | null; message: string }> }>;
  depConstraints: Array<Record<string, unknown>>;
  applied: Array<Record<string, unknown>>;
}

const forbidden: Probe[] = [
  {
    name: 'a remote importing the shell by relative path',
    filePath: 'apps/hotels/src/probe-shell.ts',
    code: "import { App } from '../../shell/src/app/app';\nexport const probe = App;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'a remote importing another remote',
    filePath: 'apps/hotels/src/probe-remote.ts',
    code: "import CmsModule from '../../cms/src/remote-entry';\nexport const probe = CmsModule;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'libs/contracts importing react',
    filePath: 'libs/contracts/src/probe-react.ts',
    code: "import { useState } from 'react';\nexport const probe = useState;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'libs/contracts importing axios',
    filePath: 'libs/contracts/src/probe-axios.ts',
    code: "import axios from 'axios';\nexport const probe = axios;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'an API area importing another API area',
    filePath: 'libs/api/helpdesk/src/probe-area.ts',
    code: "import { cmsArea } from '@backoffice/api-cms';\nexport const probe = cmsArea;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'the API server lib importing an API area',
    filePath: 'libs/api/server/src/probe-area.ts',
    code: "import { helpdeskArea } from '@backoffice/api-helpdesk';\nexport const probe = helpdeskArea;\n",
    rule: '@nx/enforce-module-boundaries',
  },
  {
    name: 'a remote importing @chakra-ui/react',
    filePath: 'apps/hotels/src/probe-chakra.tsx',
    code: "import { Box } from '@chakra-ui/react';\nexport const probe = Box;\n",
    rule: 'no-restricted-imports',
  },
];

// Two modules importing each other (one of them lazily, as the shell's cycle did), in a folder of their own
// that lint-probes.mjs creates for the run and removes after. It sits at the workspace root, outside every
// project, so that a lint target running at the same time (nx run-many -t lint test) never sees it.
const cycleDir = `lint-probe-cycle-${process.pid}`;
const cycle: Probe[] = [
  {
    name: 'an import cycle (a static import back to a lazily imported module)',
    filePath: `${cycleDir}/first.ts`,
    code: "import { second } from './second';\nexport const first = () => second;\n",
    rule: 'import-x/no-cycle',
    onDisk: true,
  },
  {
    name: 'an import cycle (a dynamic import back)',
    filePath: `${cycleDir}/second.ts`,
    code: "export const second = () => import('./first');\n",
    rule: 'import-x/no-cycle',
    onDisk: true,
  },
];

const REMOTES = REMOTE_NAMES;

const allowed: Probe = {
  name: 'a remote importing @backoffice/ui',
  filePath: 'apps/hotels/src/probe-ui.tsx',
  code: "import { Box } from '@backoffice/ui';\nexport const probe = Box;\n",
};

let output: LintOutput;

beforeAll(() => {
  const stdout = execFileSync(process.execPath, [path.join(__dirname, 'lint-probes.mjs')], {
    cwd: root,
    input: JSON.stringify({ probes: [...forbidden, ...cycle, allowed] }),
    encoding: 'utf8',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
    maxBuffer: 10 * 1024 * 1024,
  });
  output = JSON.parse(stdout) as LintOutput;
});

const errorsOf = (probe: Probe) => output.results.find((r) => r.filePath === probe.filePath)?.errors ?? [];

describe('module boundaries', () => {
  it.each(forbidden.map((p) => [p.name, p] as const))('reports %s', (_name, probe) => {
    expect(errorsOf(probe).map((e) => e.ruleId)).toContain(probe.rule);
  });

  it.each(cycle.map((p) => [p.name, p] as const))('reports %s', (_name, probe) => {
    expect(errorsOf(probe).map((e) => e.ruleId)).toContain(probe.rule);
  });

  it('gives each remote its own scope tag that keeps it off the shell and the other remotes', () => {
    const tagsOf = (project: string) =>
      (JSON.parse(readFileSync(path.join(root, 'apps', project, 'project.json'), 'utf8')) as { tags: string[] }).tags;
    expect(tagsOf('shell')).toContain('scope:shell');
    for (const remote of REMOTES) {
      expect(tagsOf(remote)).toEqual(expect.arrayContaining(['scope:remote', `scope:${remote}`]));
      const own = output.applied.find((c) => c['sourceTag'] === `scope:${remote}`);
      const others = REMOTES.filter((r) => r !== remote).map((r) => `scope:${r}`);
      expect(own?.['notDependOnLibsWithTags']).toEqual(expect.arrayContaining(['scope:shell', ...others]));
      expect(own?.['notDependOnLibsWithTags']).not.toContain(`scope:${remote}`);
    }
    const shell = output.applied.find((c) => c['sourceTag'] === 'scope:shell');
    expect(shell?.['notDependOnLibsWithTags']).toEqual(expect.arrayContaining(REMOTES.map((r) => `scope:${r}`)));
  });

  it('allows a remote to import @backoffice/ui', () => {
    expect(errorsOf(allowed)).toEqual([]);
  });

  it('never lets a dependency constraint allow every tag', () => {
    expect(output.depConstraints.length).toBeGreaterThan(0);
    expect(output.applied.length).toBeGreaterThan(0);
    for (const constraint of [...output.depConstraints, ...output.applied]) {
      expect(constraint['sourceTag']).not.toBe('*');
      expect(constraint['onlyDependOnLibsWithTags'] ?? []).not.toContain('*');
      expect(constraint['allSourceTags'] ?? []).not.toContain('*');
    }
  });
});
