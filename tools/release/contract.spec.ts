// The host/remote contract tool (tools/release/contract.mjs) on a small library in a temporary folder, and the
// repository's own libs/shell-sdk/contract.json (the CI gate: a change to a shared entry without its bump fails here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContract, compareContract, writeContract } from './contract.mjs';
import type { Contract } from './contract.d.mts';

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

  it('asks only for a minor when a constant or an interface only gained properties, naming them', () => {
    const { options, edit, recorded } = fixture();
    const extensions = [
      [
        "save: 'Save' }",
        "save: 'Save', cancel: 'Cancel' }",
        'extended export LABELS of @fixture/lib: added cancel',
      ],
      [
        'size?: number }',
        'size?: number; color?: string }',
        'extended export Options of @fixture/lib: added color',
      ],
    ];
    for (const [from, to, line] of extensions) {
      edit(from, to);
      const { ok, message } = checkContract(options);
      expect({ ok, changed: message.includes('changed export') }).toEqual({ ok: false, changed: false });
      expect(message).toContain(line);
      expect(message).toContain('npm run contract -- write 1.1');
    }
    writeContract({ ...options, version: '1.1' });
    expect(recorded().version).toBe('1.1');
    expect(checkContract(options).ok).toBe(true);
  });

  it('records a literal constant by its shape, so a new value is no change', () => {
    const { options, edit, recorded } = fixture(`${LIB}export const MAX_DAYS = 366;\n`);
    expect(recorded().exports['@fixture/lib'].MAX_DAYS).toEqual({ kind: 'const', signature: 'number' });
    edit('MAX_DAYS = 366', 'MAX_DAYS = 3660');
    expect(checkContract(options)).toMatchObject({ ok: true, version: '1.0' });
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

/** A contract of one entry `@x/lib` with these exports (kind and signature text). */
function lists(exports: Record<string, [string, string]>): Contract {
  const list = Object.fromEntries(
    Object.entries(exports).map(([name, [kind, signature]]) => [name, { kind, signature }]),
  );
  return { exports: { '@x/lib': list }, shared: { react: '^19.3.1' } };
}

describe('compareContract on recorded and live lists', () => {
  const MESSAGES = '{ readonly login: { readonly failed: string; readonly hint: (n: number) => string; }; }';
  const SCHEMA =
    'Type.TObject<{ data: Type.TArray<Type.TObject<{ _id: Type.TString; charge: Type.TUnion<[Type.TNull, ' +
    'Type.TObject<{ amount: Type.TInteger; }>]>; }>>; }>';

  it('lists an added property as an extension that needs a minor', () => {
    const live =
      '{ readonly login: { readonly failed: string; readonly noPhone: string; readonly hint: (n: number) => string; }; readonly idleLock: { readonly title: string; }; }';
    const result = compareContract(lists({ M: ['const', MESSAGES] }), lists({ M: ['const', live] }));
    expect(result).toEqual({
      breaking: [],
      added: ['extended export M of @x/lib: added login.noPhone, idleLock'],
      needed: 'minor',
    });
  });

  it('lists a property added inside a generic argument (Type.TObject<{ … }>, Type.TArray<…>, a union) as an extension', () => {
    const live = SCHEMA.replace(
      '_id: Type.TString;',
      '_id: Type.TString; status: Type.TUnsafe<string>;',
    ).replace('amount: Type.TInteger;', 'amount: Type.TInteger; "a;b}": Type.TString;');
    const result = compareContract(lists({ S: ['const', SCHEMA] }), lists({ S: ['const', live] }));
    expect(result.breaking).toEqual([]);
    expect(result.added).toEqual(['extended export S of @x/lib: added data.status, data.charge."a;b}"']);
    expect(result.needed).toBe('minor');
  });

  it('takes a union whose members only moved as unchanged, and a function that old calls still fit as widened', () => {
    const moved = compareContract(lists({ T: ['type', '1 | 2 | 3 | 4'] }), lists({ T: ['type', '2 | 1 | 3 | 4'] }));
    expect(moved).toEqual({ breaking: [], added: [], needed: null });
    const inside = compareContract(
      lists({ I: ['interface', '<T>{ priority?: 2 | 1 | 3 | undefined; f: (x: "b" | "a") => void }'] }),
      lists({ I: ['interface', '<T>{ priority?: 1 | 2 | 3 | undefined; f: (x: "a" | "b") => void }'] }),
    );
    expect(inside).toEqual({ breaking: [], added: [], needed: null });
    const other = compareContract(lists({ I: ['interface', '{ p?: 1 | 2 }'] }), lists({ I: ['interface', '{ p?: 1 | 3 }'] }));
    expect(other.needed).toBe('major');
    const money = compareContract(
      lists({ f: ['const', '(minor: number, currency: string) => string'] }),
      lists({ f: ['function', '(minor: number | null | undefined, currency: string, o?: Options & { display?: "code"; }) => string'] }),
    );
    expect(money).toEqual({ breaking: [], added: ['widened export f of @x/lib: old calls still fit'], needed: 'minor' });
    const props = compareContract(
      lists({ C: ['function', '({ a, b, }: Props) => JSX.Element'] }),
      lists({ C: ['function', '({ a, b, c, }: Props) => JSX.Element'] }),
    );
    expect(props).toEqual({ breaking: [], added: [], needed: null });
  });

  it('counts a function that an old call no longer fits as breaking', () => {
    const was = '(minor: number, currency: string) => string';
    for (const now of [
      '(minor: string, currency: string) => string',
      '(minor: number) => string',
      '(minor: number, currency: string, o: Options) => string',
      '(minor: number, currency: string) => number',
      '(minor: number, currency?: string) => string | null',
    ]) {
      const result = compareContract(lists({ f: ['const', was] }), lists({ f: ['function', now] }));
      expect({ now, needed: result.needed }).toEqual({ now, needed: 'major' });
    }
  });

  it('counts a removed property as breaking', () => {
    const live = MESSAGES.replace(' readonly failed: string;', '');
    const result = compareContract(lists({ M: ['const', MESSAGES] }), lists({ M: ['const', live] }));
    expect(result.added).toEqual([]);
    expect(result.breaking).toEqual([expect.stringContaining('changed export M of @x/lib')]);
    expect(result.needed).toBe('major');
  });

  it('counts a retyped property as breaking, also when properties were added beside it', () => {
    const retyped = SCHEMA.replace(
      'charge: Type.TUnion<[Type.TNull, ',
      'charge: Type.TUnion<[Type.TString, ',
    );
    const beside = MESSAGES.replace(
      '(n: number) => string;',
      '(n: number, unit: string) => string; readonly more: string;',
    );
    for (const [was, now] of [
      [SCHEMA, retyped],
      [MESSAGES, beside],
    ]) {
      const result = compareContract(lists({ X: ['const', was] }), lists({ X: ['const', now] }));
      expect(result).toMatchObject({ added: [], needed: 'major' });
      expect(result.breaking[0]).toContain('changed export X of @x/lib');
    }
  });

  it('counts a required property turned optional (or the reverse, or a readonly dropped) as breaking', () => {
    const was = '{ id: string; readonly name: string }';
    for (const now of [
      '{ id?: string; readonly name: string }',
      '{ id: string; readonly name?: string }',
      '{ id: string; name: string }',
    ]) {
      expect(compareContract(lists({ T: ['type', was] }), lists({ T: ['type', now] })).needed).toBe('major');
      expect(compareContract(lists({ T: ['type', now] }), lists({ T: ['type', was] })).needed).toBe('major');
    }
  });

  it('counts a required property added to an object a remote passes in (a parameter) as breaking, an optional one not', () => {
    const was = '(options: { name: string; }) => void';
    const required = compareContract(
      lists({ f: ['function', was] }),
      lists({ f: ['function', '(options: { name: string; size: number; }) => void'] }),
    );
    expect(required.needed).toBe('major');
    const optional = compareContract(
      lists({ f: ['function', was] }),
      lists({ f: ['function', '(options: { name: string; size?: number; }) => void'] }),
    );
    expect(optional).toMatchObject({ breaking: [], added: ['extended export f of @x/lib: added size'] });
    // What the function hands back (its result, a callback's argument) may gain any property.
    const callback = compareContract(
      lists({ f: ['function', '(each: (row: { id: string; }) => void) => { id: string; }'] }),
      lists({
        f: [
          'function',
          '(each: (row: { id: string; at: number; }) => void) => { id: string; total: number; }',
        ],
      }),
    );
    expect(callback).toMatchObject({ breaking: [], added: ['extended export f of @x/lib: added at, total'] });
  });

  it('compares other tokens exactly: a union member, a kind, an index signature, a function type', () => {
    const cases: [string, string][] = [
      ['"a" | "b"', '"a" | "b" | "c"'],
      ['{ [key: string]: { a: string; } }', '{ [key: number]: { a: string; } }'],
      ['(n: number) => string', '(n: number) => string | null'],
    ];
    for (const [was, now] of cases)
      expect(compareContract(lists({ T: ['type', was] }), lists({ T: ['type', now] })).needed).toBe('major');
    expect(
      compareContract(lists({ T: ['type', '{ a: string }'] }), lists({ T: ['interface', '{ a: string }'] }))
        .needed,
    ).toBe('major');
    // An index signature's value and a property's function type are compared as trees too.
    const extended = compareContract(
      lists({ T: ['type', '{ [key: string]: { a: string; }; f: (n: number) => { x: 1; } }'] }),
      lists({
        T: ['type', '{ f: (n: number) => { x: 1; y: 2; }; [key: string]: { a: string; b: string; } }'],
      }),
    );
    expect(extended).toMatchObject({
      breaking: [],
      added: ['extended export T of @x/lib: added f.y, [key: string].b'],
    });
  });

  it('sees no change in a literal constant whose value changed (const 366 recorded, 3660 live)', () => {
    for (const live of ['3660', 'number']) {
      expect(compareContract(lists({ MAX: ['const', '366'] }), lists({ MAX: ['const', live] }))).toEqual({
        breaking: [],
        added: [],
        needed: null,
      });
    }
    expect(
      compareContract(lists({ ON: ['const', 'true'] }), lists({ ON: ['const', 'false'] })).needed,
    ).toBeNull();
    // A type's literals are its contract: they are not widened.
    expect(compareContract(lists({ N: ['type', '366'] }), lists({ N: ['type', '3660'] })).needed).toBe(
      'major',
    );
  });
});

describe("the repository's contract", () => {
  it('libs/shell-sdk/contract.json describes the shared entries (else: npm run contract -- check)', () => {
    const result = checkContract({ root: path.join(__dirname, '../..') });
    if (!result.ok) throw new Error(result.message);
    expect(result.version).toMatch(/^\d+\.\d+$/);
  });
});
