// The host/remote contract tool (tools/release/contract.mjs) on a small library in a temporary folder, and the
// repository's own libs/shell-sdk/contract.json (the CI gate: a change to a shared entry without its bump fails here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContract, writeContract } from './contract.mjs';

const ENTRIES = { '@fixture/lib': 'lib/index.ts' };
const SHARED = { react: '^19.3.1' };

const LIB = `
export interface Options { name: string; size?: number }
export type Mode = 'a' | 'b';
export const LABELS = { save: 'Save' } as const;
export function open(options: Options, mode: Mode): string { return options.name + mode; }
export function close(id: string): void { void id; }
`;

function fixture(source = LIB) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  fs.mkdirSync(path.join(root, 'lib'));
  fs.writeFileSync(path.join(root, 'lib/index.ts'), source);
  const options = { root, entries: ENTRIES, shared: SHARED, file: path.join(root, 'contract.json') };
  writeContract(options);
  const edit = (from: string, to: string) =>
    fs.writeFileSync(path.join(root, 'lib/index.ts'), source.replace(from, to));
  const recorded = () => JSON.parse(fs.readFileSync(options.file, 'utf8'));
  return { options, edit, recorded };
}

describe('contract.mjs on a fixture library', () => {
  it('records each export with its kind and signature under version 1.0, and passes on unchanged code', () => {
    const { options, recorded } = fixture();
    expect(recorded()).toEqual({
      version: '1.0',
      exports: {
        '@fixture/lib': {
          LABELS: { kind: 'const', signature: '{ readonly save: string; }' },
          Mode: { kind: 'type', signature: '"a" | "b"' },
          Options: { kind: 'interface', signature: '{ name: string; size?: number | undefined }' },
          close: { kind: 'function', signature: '(id: string) => void' },
          open: { kind: 'function', signature: '(options: Options, mode: Mode) => string' },
        },
      },
      shared: { react: '^19.3.1' },
    });
    expect(checkContract(options)).toMatchObject({ ok: true, version: '1.0' });
  });

  it('fails on a removed export, naming it and the major it needs; write without that major is refused', () => {
    const { options, edit } = fixture();
    edit('export function close', 'function close');
    const result = checkContract(options);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('removed export close of @fixture/lib');
    expect(result.message).toContain('npm run contract -- write 2.0');
    expect(() => writeContract(options)).toThrow(/removed export close/);
    expect(() => writeContract({ ...options, version: '1.1' })).toThrow(/not enough/);
    expect(checkContract(options).ok).toBe(false);
  });

  it('fails on a changed signature (an interface member, a function parameter) with both texts', () => {
    const { options, edit } = fixture();
    edit('size?: number', 'size: number');
    const result = checkContract(options);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('changed export Options of @fixture/lib');
    expect(result.message).toContain('was: interface { name: string; size?: number | undefined }');
    expect(result.message).toContain('now: interface { name: string; size: number }');
  });

  it('fails on a changed shared range', () => {
    const { options } = fixture();
    const result = checkContract({ ...options, shared: { react: '^20.0.0' } });
    expect(result.ok).toBe(false);
    expect(result.message).toContain('changed shared range of react: ^19.3.1 → ^20.0.0');
  });

  it('asks only for a minor when a shared range is raised within its major, a major when it is lowered', () => {
    const { options } = fixture();
    const raised = checkContract({ ...options, shared: { react: '^19.4.0' } });
    expect(raised.ok).toBe(false);
    expect(raised.message).toContain('raised shared range of react: ^19.3.1 → ^19.4.0');
    expect(raised.message).toContain('npm run contract -- write 1.1');
    const lowered = checkContract({ ...options, shared: { react: '^19.2.0' } });
    expect(lowered.message).toContain('changed shared range of react: ^19.3.1 → ^19.2.0');
    expect(lowered.message).toContain('npm run contract -- write 2.0');
  });

  it('does not count a reworded constant as a change (its shape is the contract)', () => {
    const { options, edit } = fixture();
    edit("save: 'Save'", "save: 'Save changes'");
    expect(checkContract(options).ok).toBe(true);
  });

  it('fails on an added export until the minor is bumped, then passes once written', () => {
    const { options, edit, recorded } = fixture();
    edit('export function close', 'export const VERSION = 2;\nexport function close');
    const result = checkContract(options);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('added export VERSION of @fixture/lib');
    expect(result.message).toContain('npm run contract -- write 1.1');
    expect(() => writeContract(options)).toThrow(/added export VERSION/);

    writeContract({ ...options, version: '1.1' });
    expect(recorded().version).toBe('1.1');
    expect(checkContract(options)).toMatchObject({ ok: true, version: '1.1' });
  });

  it('passes after a major bump is written for a removal, and never writes a lower version', () => {
    const { options, edit, recorded } = fixture();
    edit('export function close', 'function close');
    writeContract({ ...options, version: '2.0' });
    expect(recorded().version).toBe('2.0');
    expect(recorded().exports['@fixture/lib'].close).toBeUndefined();
    expect(checkContract(options).ok).toBe(true);
    expect(() => writeContract({ ...options, version: '1.5' })).toThrow(/lower than the recorded 2.0/);
  });
});

describe("the repository's contract", () => {
  it('libs/shell-sdk/contract.json describes the shared entries (else: npm run contract -- check)', () => {
    const result = checkContract({ root: path.join(__dirname, '../..') });
    if (!result.ok) throw new Error(result.message);
    expect(result.version).toMatch(/^\d+\.\d+$/);
  });
});
