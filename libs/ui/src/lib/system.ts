import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The Back Office's Chakra system. Built from Chakra's default config; trim `theme.recipes` /
 * `theme.slotRecipes` to the pieces re-exported from `@backoffice/ui` to keep the first screen small
 * (TOOLCHAIN.md, "Front end": a piece exported without its recipe renders unstyled without any error).
 */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: {
      'html, body': { margin: 0, padding: 0 },
    },
  }),
);
