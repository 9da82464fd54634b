import fs from 'node:fs';
import path from 'node:path';
import { contractProblem, SHELL_BUILD } from './contract';

describe('contractProblem', () => {
  it.each([
    ['1.3', { contract: '1.3' }],
    ['1.3', { contract: '1.0' }],
    ['2.0', { contract: '2.0', app: 'hotels', version: 'r4', commit: 'abcdef123456' }],
    ['10.12', { contract: '10.2' }],
  ])('a console serving %s serves a remote built for %j', (host, build) => {
    expect(contractProblem(host, build, 'Hotels')).toBeNull();
  });

  it.each([
    [
      '1.3',
      { contract: '2.0' },
      'The Hotels area was built for console contract 2.0; this console serves 1.3. It needs a newer console first.',
    ],
    [
      '1.3',
      { contract: '1.4' },
      'The Hotels area was built for console contract 1.4; this console serves 1.3. It needs a newer console first.',
    ],
    [
      '2.1',
      { contract: '1.9' },
      'The Hotels area was built for console contract 1.9; this console serves 2.1. The area needs a new release built for this console.',
    ],
    [
      '1.3',
      undefined,
      'The Hotels area declares no console contract. It was built before this console checked them and needs a rebuild.',
    ],
    [
      '1.3',
      null,
      'The Hotels area declares no console contract. It was built before this console checked them and needs a rebuild.',
    ],
    [
      '1.3',
      { app: 'hotels' },
      'The Hotels area declares no console contract. It was built before this console checked them and needs a rebuild.',
    ],
    ['1.3', { contract: 'v1' }, 'The Hotels area declares a malformed console contract ("v1").'],
    ['1.3', { contract: 1.3 }, 'The Hotels area declares a malformed console contract (1.3).'],
    ['1.3', { contract: '1.3.0' }, 'The Hotels area declares a malformed console contract ("1.3.0").'],
  ])('a console serving %s refuses %j', (host, build, message) => {
    expect(contractProblem(host, build, 'Hotels')).toBe(message);
  });

  it('says "This area" without a title, and refuses everything when its own contract is malformed', () => {
    expect(contractProblem('1.3', {})).toBe(
      'This area declares no console contract. It was built before this console checked them and needs a rebuild.',
    );
    expect(contractProblem('', { contract: '1.0' })).toMatch(/This console declares no valid contract/);
  });

  it("reads the shell's build as webpack (here Jest) defines it, with the contract of libs/shell-sdk/contract.json", () => {
    const file = path.join(__dirname, '../../../../libs/shell-sdk/contract.json');
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
    expect(SHELL_BUILD).toMatchObject({
      contract: version,
      version: expect.any(String),
      commit: expect.any(String),
    });
  });
});
