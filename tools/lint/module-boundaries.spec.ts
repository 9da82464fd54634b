// Proves the arrows of ARCHITECTURE.md with the real ESLint config: each forbidden import below must be
// reported, the legitimate one must not, and no dependency constraint may allow every tag ('*').
// ESLint's Node API runs in a child process (lint-probes.mjs): it loads eslint.config.mjs with a dynamic
// import, which Jest's sandbox refuses without --experimental-vm-modules.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

interface Probe {
  name: string;
  filePath: string;
  code: string;
  rule?: string;
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

const allowed: Probe = {
  name: 'a remote importing @backoffice/ui',
  filePath: 'apps/hotels/src/probe-ui.tsx',
  code: "import { Box } from '@backoffice/ui';\nexport const probe = Box;\n",
};

let output: LintOutput;

beforeAll(() => {
  const stdout = execFileSync(process.execPath, [path.join(__dirname, 'lint-probes.mjs')], {
    cwd: root,
    input: JSON.stringify({ probes: [...forbidden, allowed] }),
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
