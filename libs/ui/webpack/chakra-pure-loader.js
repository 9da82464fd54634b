// webpack loader for node_modules/@chakra-ui/react/dist/esm/theme/**: marks the theme factory calls
// (defineConfig, defineRecipe, defineSlotRecipe, defineTokens.*, …) as /*#__PURE__*/. Marking the modules
// sideEffects:false alone is not enough: theme/index.js builds `defaultThemeConfig = defineConfig({...recipes})`
// at load, and that call keeps every recipe in the bundle. With the annotation the trimmed system of
// libs/ui/src/lib/system.ts keeps only the recipes it names (measured: ui chunk 133 -> 117 KB gzip).
// Use: { test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]/, sideEffects: false,
//        use: [{ loader: require.resolve('../../libs/ui/webpack/chakra-pure-loader.js') }] }
module.exports = function chakraPureLoader(source) {
  return source.replace(
    /(=\s*)(defineConfig|defineRecipe|defineSlotRecipe|defineTokens\.[a-zA-Z]+|defineSemanticTokens\.[a-zA-Z]+|defineTextStyles|defineLayerStyles|defineAnimationStyles|defineKeyframes)\(/g,
    '$1/*#__PURE__*/ $2(',
  );
};
