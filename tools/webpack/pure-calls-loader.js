// Marks top-level config calls in Chakra's theme and preset modules as pure (`/*#__PURE__*/`).
// Chakra builds its default theme and a default system at import time (`defineConfig({...all recipes})`,
// `createSystem(defaultConfig)`); webpack must assume those calls have side effects and keeps every recipe even
// when libs/ui builds a trimmed system from single recipes. Marked pure, unused ones fall out
// (docs/toolchain.md, "Module federation: what is shared and how").
const CALLS = /(^|[=(,:\s])(defineConfig|createSystem|mergeConfigs)\(/gm;

module.exports = function pureCallsLoader(source) {
  return source.replace(CALLS, (_m, before, fn) => `${before}/*#__PURE__*/ ${fn}(`);
};
