// Writes into index.html a <link rel="preload" as="script"> for every chunk the first screen loads after the
// entry: the chunks of main.ts's `import('./bootstrap')` and of the shared modules they consume (React, Chakra,
// the libs). Without them the browser learns those files only once main.js has arrived and run, a round trip
// and its evaluation later (docs/micro-frontends.md, "Speed budgets").
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadFirstScreenPlugin';

/**
 * The JS files of the chunk group behind `import(request)` in the entry `entry` and, depth first, of the shared
 * modules its chunks consume: the host loads a shared module from what it provides itself (its provide module's
 * async block), so those chunks are followed, and the consume module's own fallback only for a key nothing
 * provides. Files of the entry chunk itself are left out. Order: as found, without repeats.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entry  the entry's name (`main`)
 * @param {string} request  the dynamic import's request as written in the entry's code (`./bootstrap`)
 * @returns {string[]} file names relative to the output folder; empty when the import is not found
 */
function firstScreenFiles(compilation, entry, request) {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) return [];
  const entryChunk = entrypoint.getEntrypointChunk();
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const files = new Set();
  const seenGroups = new Set();

  const visitBlocks = (module) => {
    for (const block of module.blocks ?? []) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  const visitGroup = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      if (chunk === entryChunk) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') visitBlocks(provided.get(module.options.shareKey) ?? module);
      }
    }
  };

  for (const module of chunkGraph.getChunkModulesIterable(entryChunk)) {
    for (const block of module.blocks ?? []) {
      if (block.dependencies.some((dep) => dep.request === request)) visitGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  return [...files];
}

/** Adds the preload links of {@link firstScreenFiles} to the head of the HtmlWebpackPlugin page. */
class PreloadFirstScreenPlugin {
  /** @param {{ entry?: string, request: string, publicPath?: string }} options */
  constructor({ entry = 'main', request, publicPath = '/' }) {
    this.options = { entry, request, publicPath };
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const { entry, request, publicPath } = this.options;
        const links = firstScreenFiles(compilation, entry, request).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadFirstScreenPlugin, firstScreenFiles };
