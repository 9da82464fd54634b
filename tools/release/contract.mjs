// The host/remote contract (docs/releases.md, "The host contract"): what a remote built against this repository
// may rely on when the shell serves it: the exports of each shared workspace entry and the version ranges of the
// shared npm singletons. `check` fails when the code moved away from libs/shell-sdk/contract.json without the
// version bump that change needs; `write <version>` records the code under that version.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import federation from '../webpack/federation.js';

const { WORKSPACE_LIBS, WORKSPACE_ENTRIES, sharedConfig } = federation;

/** The contract file, relative to the repository root. */
export const CONTRACT_FILE = federation.CONTRACT_FILE;

/**
 * The shared workspace entries of tools/webpack/federation.js.
 * @returns {Record<string, string>} import path (`@backoffice/ui`) → source file relative to the root (`libs/ui/src/index.ts`)
 */
export function sharedEntries() {
  const entries = {};
  for (const lib of WORKSPACE_LIBS) entries[`@backoffice/${lib}`] = `libs/${lib}/src/index.ts`;
  return { ...entries, ...WORKSPACE_ENTRIES };
}

/**
 * The shared npm singletons of tools/webpack/federation.js with the range each build asks for
 * (workspace libs left out: their exports are the contract).
 * @returns {Record<string, string>} request (`react/jsx-runtime`) → requiredVersion (`^19.3.1`)
 */
export function sharedRanges() {
  const workspace = new Set(Object.keys(sharedEntries()));
  return Object.fromEntries(
    Object.entries(sharedConfig())
      .filter(([request]) => !workspace.has(request))
      .map(([request, entry]) => [request, entry.requiredVersion]),
  );
}

const FORMAT = ts.TypeFormatFlags.NoTruncation;

const sorted = (obj) =>
  Object.fromEntries(Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * `…/node_modules/@chakra-ui/react/dist/types/x.d.ts` → `@chakra-ui/react@3` (a package's exports are summed up
 * by its major, not expanded); `lib` for TypeScript's own library; null for a workspace file.
 */
function externalPackage(fileName) {
  const at = fileName.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const parts = fileName.slice(at + '/node_modules/'.length).split('/');
  const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  if (name === 'typescript') return 'lib'; // the ES and DOM library (Error, Array, Promise)
  const pkgDir = fileName.slice(0, at + '/node_modules/'.length) + name;
  let major = '?';
  try {
    major = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version.split('.')[0];
  } catch {
    // @types packages and the like without a readable version keep '?'.
  }
  return `${name}@${major}`;
}

function kindsOf(symbol) {
  const f = symbol.flags;
  const kinds = [];
  if (f & ts.SymbolFlags.Class) kinds.push('class');
  else if (f & ts.SymbolFlags.Function) kinds.push('function');
  else if (f & ts.SymbolFlags.Enum) kinds.push('enum');
  else if (f & ts.SymbolFlags.Variable) kinds.push('const');
  else if (f & ts.SymbolFlags.ValueModule) kinds.push('namespace');
  if (f & ts.SymbolFlags.Interface) kinds.push('interface');
  if (f & ts.SymbolFlags.TypeAlias) kinds.push('type');
  return kinds.join('+') || 'other';
}

/**
 * A constant's literal types written as their base types: a remote reads a shared constant's values from the
 * host's copy at run time, so a reworded message or a new limit is no contract change, but its shape is. A literal
 * is widened anywhere, also as the whole text (`366` → `number`).
 */
function widenLiterals(text) {
  return text
    .replace(/import\("[^"]*"\)|"(?:[^"\\]|\\.)*"(\??:)?/g, (m, key) =>
      m.startsWith('import(') || key ? m : 'string',
    )
    .replace(/(?<=^|[:<,|([] ?)-?\d+(?:\.\d+)?(?:e[+-]?\d+)?n?(?=$|[;,>|)\] ])/g, 'number')
    .replace(/(?<=^|[:<,|([] ?)(?:true|false)(?=$|[;,>|)\] ])/g, 'boolean')
    .replace(/\b(string|number|boolean)(?: \| \1)+\b/g, '$1');
}

/** A stable text of one exported symbol (see the module's header). */
function signatureOf(checker, symbol, where) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const decls = target.declarations ?? [];
  const kind = kindsOf(target);
  const external = decls.length ? externalPackage(decls[0].getSourceFile().fileName) : null;
  if (external) return { kind, signature: `from ${external}` };
  const text = (type, at = decls[0] ?? where) => checker.typeToString(type, at, FORMAT);
  const parts = [];
  if (target.flags & ts.SymbolFlags.Variable) {
    parts.push(widenLiterals(text(checker.getTypeOfSymbolAtLocation(target, decls[0] ?? where))));
  } else if (target.flags & ts.SymbolFlags.Value && !(target.flags & ts.SymbolFlags.Class)) {
    parts.push(text(checker.getTypeOfSymbolAtLocation(target, decls[0] ?? where)));
  }
  if (target.flags & ts.SymbolFlags.Type) {
    parts.push(membersText(checker, checker.getDeclaredTypeOfSymbol(target), decls[0] ?? where));
  }
  if (target.flags & ts.SymbolFlags.Class) {
    const ctor = checker.getTypeOfSymbolAtLocation(target, decls[0]);
    for (const s of ctor.getConstructSignatures())
      parts.push(`new ${checker.signatureToString(s, decls[0], FORMAT)}`);
  }
  return { kind, signature: parts.join('; ') };
}

function membersText(checker, type, at) {
  const text = (t) => checker.typeToString(t, at, FORMAT);
  // Members are listed for an object type (an interface, an object literal, a mapped type, an intersection),
  // sorted; a union, a function or a reference to a package's generic (an array, a Promise) is its type text.
  const isExternalReference =
    type.objectFlags & ts.ObjectFlags.Reference &&
    type.target?.symbol?.declarations?.some((d) => externalPackage(d.getSourceFile().fileName));
  const listed =
    type.flags & ts.TypeFlags.Intersection || (type.flags & ts.TypeFlags.Object && !isExternalReference);
  if (
    !listed ||
    (checker.getSignaturesOfType(type, ts.SignatureKind.Call).length &&
      !checker.getPropertiesOfType(type).length)
  ) {
    // InTypeAlias: a type alias is written as what it stands for, not as its own name.
    return checker.typeToString(type, at, FORMAT | ts.TypeFormatFlags.InTypeAlias);
  }
  const members = [];
  const externals = new Set();
  for (const prop of checker.getPropertiesOfType(type)) {
    const decl = prop.declarations?.[0];
    const pkg = decl ? externalPackage(decl.getSourceFile().fileName) : null;
    if (pkg) {
      externals.add(pkg);
      continue;
    }
    const optional = prop.flags & ts.SymbolFlags.Optional ? '?' : '';
    members.push(`${prop.name}${optional}: ${text(checker.getTypeOfSymbolAtLocation(prop, at))}`);
  }
  for (const s of checker.getSignaturesOfType(type, ts.SignatureKind.Call))
    members.push(checker.signatureToString(s, at, FORMAT));
  for (const info of checker.getIndexInfosOfType(type))
    members.push(`[key: ${text(info.keyType)}]: ${text(info.type)}`);
  for (const pkg of externals) members.push(`...members from ${pkg}`);
  const params = type.typeParameters?.length ? `<${type.typeParameters.map(text).join(', ')}>` : '';
  return `${params}{ ${members.sort().join('; ')} }`;
}

/**
 * TypeScript's own library files (lib.es2023.d.ts and the ones it references) as parsed and bound by an earlier
 * program of this process, keyed by file, parse options and compiler options: they never change, and a process that
 * computes several contracts (contract.spec.ts: about twenty on its fixtures) parses them once.
 */
const libFiles = new Map();

/**
 * The compiler host of liveContract: TypeScript's default one, which skips JSDoc in .ts and .d.ts files (it carries
 * no type there, only in a .js file, which this program never has: the same types, and the packages' commented
 * declarations parse faster) and keeps the library files (libFiles).
 */
function compilerHost(options) {
  const host = ts.createCompilerHost(options);
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeInfo;
  const libDir = path.dirname(host.getDefaultLibFileName(options));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, parse, onError, fresh) => {
    if (fresh || path.dirname(fileName) !== libDir) return getSourceFile(fileName, parse, onError, fresh);
    const { languageVersion, impliedNodeFormat, jsDocParsingMode } = typeof parse === 'object' ? parse : { languageVersion: parse };
    const key = JSON.stringify([fileName, languageVersion, impliedNodeFormat, jsDocParsingMode, options]);
    if (!libFiles.has(key)) libFiles.set(key, getSourceFile(fileName, parse, onError));
    return libFiles.get(key);
  };
  return host;
}

/**
 * Computes the live contract of a repository.
 * @param {{ root: string, entries?: Record<string, string>, shared?: Record<string, string> }} options
 *   root: the repository (its tsconfig.base.json gives the compiler options); entries: import path → source file
 *   relative to root (default: federation.js's); shared: request → range (default: federation.js's)
 * @returns {{ exports: Record<string, Record<string, { kind: string, signature: string }>>, shared: Record<string, string> }}
 */
export function liveContract({ root, entries = sharedEntries(), shared = sharedRanges() }) {
  const configFile = path.join(root, 'tsconfig.base.json');
  const options = fs.existsSync(configFile)
    ? ts.parseJsonConfigFileContent(ts.readConfigFile(configFile, ts.sys.readFile).config, ts.sys, root)
        .options
    : { strict: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2023.d.ts'], skipLibCheck: true };
  const files = Object.fromEntries(
    Object.entries(entries).map(([request, file]) => [request, path.join(root, file)]),
  );
  const programOptions = { ...options, noEmit: true, types: [] };
  const program = ts.createProgram(Object.values(files), programOptions, compilerHost(programOptions));
  const checker = program.getTypeChecker();
  const exports = {};
  for (const [request, file] of Object.entries(files)) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${request}: ${path.relative(root, file)} not found`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    const list = {};
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const { kind, signature } = signatureOf(checker, symbol, source);
      list[symbol.name] = {
        kind,
        signature: signature
          .split(root + path.sep)
          .join('')
          .replace(/\s+/g, ' '),
      };
    }
    exports[request] = sorted(list);
  }
  return { exports: sorted(exports), shared: sorted(shared) };
}

/** `"1.3"` → `[1, 3]`; throws on anything else. */
export function parseVersion(version) {
  const m = /^(\d+)\.(\d+)$/.exec(String(version));
  if (!m) throw new Error(`contract version "${version}" is not <major>.<minor> (e.g. "1.0")`);
  return [Number(m[1]), Number(m[2])];
}

/** `^19.3.1` → [19, 3, 1]; undefined for any other form of range. */
function caretVersion(range) {
  const m = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  return m ? m.slice(1).map(Number) : undefined;
}

/**
 * True when the caret range `now` keeps `was`'s major and asks for no lower a version (`^19.3.1` → `^19.4.0`): the
 * shell that provides the newer package still serves remotes built for the older one, while a remote built for the
 * newer one needs that shell first, as with an added export (a minor bump).
 */
function raisedWithinMajor(was, now) {
  const a = caretVersion(was);
  const b = caretVersion(now);
  if (!a || !b || a[0] !== b[0]) return false;
  return b[1] > a[1] || (b[1] === a[1] && b[2] >= a[2]);
}

// A type text as a tree, to tell an extension from a change (docs/releases.md, "The host contract"). Tokens are
// string and template literals (so a `;` or a brace inside one is text), words, `=>`, `...` and single signs; a
// bracket (`{`, `(`, `[`, `<`) opens a group that its partner closes. `{ … }` is an object type: its members, split
// at `;` or `,`, are keyed by their name (a property), their bracket (`[key: string]`, `[K in T]`) or their whole
// head (a method or call signature), with `readonly` and `?` kept beside the key.
const TOKEN = /\s+|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|=>|\.\.\.|[\w$]+|\S/gy;
const CLOSING = { '{': '}', '(': ')', '[': ']', '<': '>' };

/** A type text → its nodes (a token as a string, a group as `{ open, items }`); null when brackets do not pair. */
function typeTree(text) {
  const root = { open: '', items: [] };
  const stack = [root];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const token = m[0];
    if (/^\s/.test(token)) continue;
    const top = stack[stack.length - 1];
    if (CLOSING[token]) {
      const group = { open: token, items: [] };
      top.items.push(group);
      stack.push(group);
    } else if (Object.values(CLOSING).includes(token)) {
      if (CLOSING[top.open] !== token) return null;
      stack.pop();
    } else top.items.push(token);
  }
  return stack.length === 1 ? root.items : null;
}

const isWord = (token) => /^[\w$"'`]/.test(token);

/** The nodes written back as one line (`[key: string]`, `(n: number) => string`): keys and paths in messages. */
function treeText(nodes) {
  let out = '';
  let previous = '';
  for (const node of nodes) {
    const token = typeof node === 'string' ? node : node.open;
    const text = typeof node === 'string' ? node : `${node.open}${treeText(node.items)}${CLOSING[node.open]}`;
    const spaced =
      out &&
      ((isWord(previous) && isWord(token)) ||
        [':', ',', ';', '|', '&', '=>'].includes(previous) ||
        ['|', '&', '=>'].includes(token) ||
        (token === '{' && previous !== '<'));
    out += (spaced ? ' ' : '') + text;
    previous = typeof node === 'string' ? node : CLOSING[node.open];
  }
  return out;
}

/**
 * The members of an object type's group, in their order.
 * @returns {Map<string, { readonly: boolean, optional: boolean, type: Array | null }>} key → modifiers and the
 *   nodes of its type (null for a member without one, such as `...members from lib`)
 */
function objectMembers(items) {
  const parts = [[]];
  for (const node of items) {
    if (node === ';' || node === ',') parts.push([]);
    else parts[parts.length - 1].push(node);
  }
  const members = new Map();
  for (const part of parts.filter((p) => p.length)) {
    const colon = part.indexOf(':');
    let head = colon < 0 ? part : part.slice(0, colon);
    const type = colon < 0 ? null : part.slice(colon + 1);
    let readonly = false;
    let optional = false;
    const sign = (i) => head[i] === '-' || head[i] === '+';
    if (head.length > 1 && head[0] === 'readonly') [readonly, head] = [true, head.slice(1)];
    else if (head.length > 2 && sign(0) && head[1] === 'readonly')
      [readonly, head] = [head[0], head.slice(2)];
    if (head.length > 1 && head[head.length - 1] === '?') {
      optional = sign(head.length - 2) ? head[head.length - 2] : true;
      head = head.slice(0, sign(head.length - 2) ? -2 : -1);
    }
    let key = treeText(head);
    for (let n = 2; members.has(key); n++) key = `${treeText(head)} #${n}`;
    members.set(key, { readonly, optional, type });
  }
  return members;
}

/**
 * True when the `now` nodes extend the `was` nodes: every token and bracket the same, except that an object type may
 * have gained members. `added` receives each gained member's path (`login.noPhone`). `input` is true inside a
 * parameter list (a remote passes that value in): there a gained member must be optional; a function type inside it
 * turns back to output.
 */
function extendsNodes(now, was, path, input, added) {
  if (now.length !== was.length) return false;
  for (let i = 0; i < now.length; i++) {
    const [a, b] = [now[i], was[i]];
    if (typeof a === 'string' || typeof b === 'string') {
      if (a !== b) return false;
      continue;
    }
    if (a.open !== b.open) return false;
    const next = was[i + 1];
    // A signature's type parameters are compared exactly; its parameter list `(…) =>` or `(…):` is input.
    if (a.open === '<' && typeof next !== 'string' && next?.open === '(') {
      if (treeText([a]) !== treeText([b])) return false;
    } else if (a.open === '{') {
      if (!extendsObject(objectMembers(a.items), objectMembers(b.items), path, input, added)) return false;
    } else {
      const parameters = a.open === '(' && (next === '=>' || next === ':');
      if (!extendsNodes(a.items, b.items, path, parameters ? !input : input, added)) return false;
    }
  }
  return true;
}

function extendsObject(now, was, path, input, added) {
  const at = (key) => (path ? `${path}.${key}` : key);
  for (const [key, member] of now) {
    const old = was.get(key);
    if (!old) {
      if (input && !member.optional) return false;
      added.push(at(key));
    } else if (member.readonly !== old.readonly || member.optional !== old.optional) return false;
    else if (!member.type || !old.type) {
      if (member.type || old.type) return false;
    } else if (!extendsNodes(member.type, old.type, at(key), input, added)) return false;
  }
  return [...was.keys()].every((key) => now.has(key));
}

/**
 * The members a signature gained, when `now` only extends `was` (docs/releases.md, "The host contract").
 * @param {string} now  the live signature text
 * @param {string} was  the recorded signature text
 * @returns {string[] | null}  the paths of the gained members (`login.noPhone`, `data.status`; empty when the two
 *   trees are the same, e.g. members reordered), or null when anything else differs: a member removed, retyped,
 *   made optional or required or readonly, another token, or a required member gained by an object a remote
 *   passes in (a function's parameter)
 */
function extendedMembers(now, was) {
  const [a, b] = [typeTree(now), typeTree(was)];
  if (!a || !b) return null;
  const added = [];
  return extendsNodes(a, b, '', false, added) ? added : null;
}

/** Top-level nodes split at `separator` tokens (',' between parameters, '|' between union members). */
function splitAt(nodes, separator) {
  const parts = [[]];
  for (const node of nodes) {
    if (node === separator) parts.push([]);
    else parts[parts.length - 1].push(node);
  }
  return parts.filter((part) => part.length);
}

/** The members of a top-level union as sorted texts (one member for a type that is no union). */
const unionMembers = (nodes) => splitAt(nodes, '|').map(treeText).sort();

/** Tokens that end a type inside a group: between them, `A | B` is one union. */
const TYPE_ENDS = new Set([';', ',', ':', '?', '=>', '&']);

/** The nodes with every union's members in sorted order, at every depth (`{ p?: 2 | 1 }` → `{ p?: 1 | 2 }`). */
function sortedUnions(nodes) {
  const out = [];
  let run = [];
  const flush = () => {
    if (run.includes('|')) {
      const members = splitAt(run, '|').sort((a, b) => treeText(a).localeCompare(treeText(b)));
      members.forEach((member, i) => out.push(...(i ? ['|'] : []), ...member));
    } else out.push(...run);
    run = [];
  };
  for (const node of nodes) {
    const item = typeof node === 'string' ? node : { open: node.open, items: sortedUnions(node.items) };
    if (typeof item === 'string' && TYPE_ENDS.has(item)) {
      flush();
      out.push(item);
    } else run.push(item);
  }
  flush();
  return out;
}

/** A function type's parameters (`{ optional, type }`, names and destructuring left out) and return text; null otherwise. */
function functionParts(text) {
  const nodes = typeTree(text);
  if (!nodes || nodes.length < 3 || typeof nodes[0] === 'string' || nodes[0].open !== '(' || nodes[1] !== '=>') return null;
  const params = splitAt(nodes[0].items, ',').map((param) => {
    const colon = param.indexOf(':');
    return { optional: param[colon - 1] === '?', type: param.slice(colon + 1) };
  });
  return { params, returns: treeText(nodes.slice(2)) };
}

/**
 * Whether the live type still takes everything the recorded one did, though its text differs: unions whose members
 * only moved, at any depth (TypeScript may print `2 | 1 | 3` for `1 | 2 | 3`), or a function that every old call still fits: the
 * same return, each old parameter's members still accepted (a union may gain `null | undefined`), optional ones
 * still optional, and new parameters only at the end and optional. Names and destructuring patterns do not count
 * (a component's `({ a, b }: Props)` changes with its props, which are judged as their own export).
 * @returns {'same' | 'widened' | null}
 */
function widened(now, was) {
  const [a, b] = [typeTree(now), typeTree(was)];
  if (!a || !b) return null;
  if (treeText(sortedUnions(a)) === treeText(sortedUnions(b))) return 'same';
  const [f, g] = [functionParts(now), functionParts(was)];
  if (!f || !g || f.returns !== g.returns || f.params.length < g.params.length) return null;
  let changed = f.params.length > g.params.length;
  for (const [i, param] of f.params.entries()) {
    const old = g.params[i];
    if (!old) {
      if (!param.optional) return null;
      continue;
    }
    if (old.optional && !param.optional) return null;
    const [is, was_] = [unionMembers(param.type), unionMembers(old.type)];
    if (!was_.every((member) => is.includes(member))) return null;
    changed ||= is.length !== was_.length || param.optional !== old.optional;
  }
  return changed ? 'widened' : 'same';
}

/**
 * What changed between a recorded contract and the live one.
 * @param {{ exports: object, shared: object }} recorded  the lists of contract.json
 * @param {{ exports: object, shared: object }} live      liveContract()'s result
 * @returns {{ breaking: string[], added: string[], needed: 'major' | 'minor' | null }}
 *   one line per change (removed or changed exports and shared ranges are breaking; new ones, an export whose type
 *   only gained object members (extendedMembers), and a range raised within its major, are additions)
 */
export function compareContract(recorded, live) {
  const breaking = [];
  const added = [];
  for (const [request, list] of Object.entries(recorded.exports ?? {})) {
    const now = live.exports[request];
    if (!now) {
      breaking.push(`removed entry ${request} (it exported ${Object.keys(list).length} names)`);
      continue;
    }
    for (const [name, was] of Object.entries(list)) {
      const is = now[name];
      if (!is) {
        breaking.push(`removed export ${name} of ${request}`);
        continue;
      }
      // A constant is compared by its shape (widenLiterals), also where an older version recorded a literal.
      const shape = (entry) => (entry.kind === 'const' ? widenLiterals(entry.signature) : entry.signature);
      const gained = is.kind === was.kind ? extendedMembers(shape(is), shape(was)) : null;
      // A kind may change only between a constant and a function (an arrow const made a function declaration).
      const callable = (kind) => kind === 'const' || kind === 'function';
      const comparable = is.kind === was.kind || (callable(is.kind) && callable(was.kind));
      const wider = gained || !comparable ? null : widened(shape(is), shape(was));
      if (gained?.length) added.push(`extended export ${name} of ${request}: added ${gained.join(', ')}`);
      else if (wider === 'widened') added.push(`widened export ${name} of ${request}: old calls still fit`);
      else if (!gained && !wider) {
        breaking.push(
          `changed export ${name} of ${request}\n      was: ${was.kind} ${was.signature}\n      now: ${is.kind} ${is.signature}`,
        );
      }
    }
    for (const name of Object.keys(now)) if (!list[name]) added.push(`added export ${name} of ${request}`);
  }
  for (const request of Object.keys(live.exports)) {
    if (!recorded.exports?.[request]) added.push(`added entry ${request}`);
  }
  for (const [request, range] of Object.entries(recorded.shared ?? {})) {
    const now = live.shared[request];
    if (now === undefined) breaking.push(`removed shared package ${request} (was ${range})`);
    else if (now !== range && raisedWithinMajor(range, now))
      added.push(`raised shared range of ${request}: ${range} → ${now}`);
    else if (now !== range) breaking.push(`changed shared range of ${request}: ${range} → ${now}`);
  }
  for (const [request, range] of Object.entries(live.shared)) {
    if (recorded.shared?.[request] === undefined) added.push(`added shared package ${request} ${range}`);
  }
  return { breaking, added, needed: breaking.length ? 'major' : added.length ? 'minor' : null };
}

/** The smallest version after `version` that a change of level `needed` asks for. */
function nextVersion(version, needed) {
  const [major, minor] = parseVersion(version);
  return needed === 'major' ? `${major + 1}.0` : `${major}.${minor + 1}`;
}

function readContract(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

const COMMAND = 'npm run contract -- write';

/**
 * Compares the live contract with the recorded one.
 * @param {{ root: string, file?: string, entries?: Record<string, string>, shared?: Record<string, string>, live?: object }} options
 *   file defaults to `<root>/libs/shell-sdk/contract.json`; live to liveContract(options)
 * @returns {{ ok: boolean, version: string | null, message: string }}  message: a line when ok, else every
 *   change (each export named) and the command that records it
 */
export function checkContract(options) {
  const file = options.file ?? path.join(options.root, CONTRACT_FILE);
  const recorded = readContract(file);
  const name = path.relative(options.root, file);
  if (!recorded) return { ok: false, version: null, message: `${name} is missing: run \`${COMMAND} 1.0\`.` };
  const { version } = recorded;
  parseVersion(version);
  const live = options.live ?? liveContract(options);
  const { breaking, added, needed } = compareContract(recorded, live);
  if (!needed) {
    const count = Object.values(live.exports).reduce((n, list) => n + Object.keys(list).length, 0);
    return {
      ok: true,
      version,
      message: `Contract ${version}: ${name} matches the shared entries (${count} exports, ${Object.keys(live.shared).length} shared packages).`,
    };
  }
  const next = nextVersion(version, needed);
  const why =
    needed === 'major'
      ? `Removed or changed exports and shared ranges break remotes built for ${version}: they need contract ${next} ` +
        `(a new major; the shell then refuses every remote built for ${version.split('.')[0]}.x until it is rebuilt).`
      : `New or extended exports need contract ${next} (a new minor; remotes built for ${next} need a shell serving it).`;
  return {
    ok: false,
    version,
    message: [
      `${name} (contract ${version}) does not match the shared entries:`,
      ...[...breaking, ...added].map((line) => `  - ${line}`),
      why,
      `Record it with \`${COMMAND} ${next}\` (docs/releases.md, "The host contract").`,
    ].join('\n'),
  };
}

/**
 * Records the live contract in the contract file under `version`.
 * @param {{ root: string, file?: string, version?: string, entries?: Record<string, string>, shared?: Record<string, string> }} options
 *   version: the new `<major>.<minor>` (default: the recorded one, or "1.0" for a new file)
 * @returns {{ version: string, file: string }}
 * @throws when `version` is lower than the recorded one, or does not bump what the changes need (a new major
 *   for a removed or changed export or range, a new minor at least for an added one)
 */
export function writeContract(options) {
  const file = options.file ?? path.join(options.root, CONTRACT_FILE);
  const recorded = readContract(file);
  const live = liveContract(options);
  const version = options.version ?? recorded?.version ?? '1.0';
  const [major, minor] = parseVersion(version);
  if (recorded) {
    const [oldMajor, oldMinor] = parseVersion(recorded.version);
    const { needed } = compareContract(recorded, live);
    const bumped = major > oldMajor ? 'major' : major === oldMajor && minor > oldMinor ? 'minor' : null;
    const lower = major < oldMajor || (major === oldMajor && minor < oldMinor);
    if (lower) throw new Error(`Contract ${version} is lower than the recorded ${recorded.version}.`);
    if ((needed === 'major' && bumped !== 'major') || (needed === 'minor' && !bumped)) {
      const { message } = checkContract({ ...options, file, live });
      throw new Error(`Contract ${version} is not enough for these changes.\n${message}`);
    }
  }
  const text = JSON.stringify({ version, exports: live.exports, shared: live.shared }, null, 2);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${text}\n`);
  return { version, file };
}

function main([command, version]) {
  const root = federation.root;
  if (command === 'check') {
    const { ok, message } = checkContract({ root });
    (ok ? process.stdout : process.stderr).write(`${message}\n`);
    return ok ? 0 : 1;
  }
  if (command === 'write') {
    try {
      const written = writeContract({ root, version });
      process.stdout.write(`Wrote contract ${written.version} to ${path.relative(root, written.file)}.\n`);
      return 0;
    } catch (error) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
  }
  process.stderr.write('Usage: node tools/release/contract.mjs check | write [<major>.<minor>]\n');
  return 2;
}

// Run as a script (not when a test imports the module).
if (
  process.argv[1] &&
  fs.realpathSync(process.argv[1]) === path.join(federation.root, 'tools/release/contract.mjs')
) {
  process.exitCode = main(process.argv.slice(2));
}
