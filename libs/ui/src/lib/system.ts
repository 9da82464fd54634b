import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...globalCss, 'html, body': { margin: 0, padding: 0 } },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

let created: ReturnType<typeof createSystem> | undefined;

/**
 * The Back Office's Chakra system: Chakra's base config (conditions, utilities) plus its default tokens and
 * ONLY the recipes of the pieces `@backoffice/ui` re-exports. That keeps the shell's first screen small
 * (docs/toolchain.md, "Module federation: what is shared and how"; the webpack config marks Chakra's theme
 * modules side-effect free so the others fall out). It starts with the recipes of the pieces the signed-out
 * screens use; the others (system-recipes.ts) join it through {@link loadSystemRecipes} before a signed-in page
 * renders (docs/micro-frontends.md, "Speed budgets"). When you re-export another Chakra piece, add its recipe
 * here or there: a piece without its recipe renders unstyled without any error.
 *
 * Created on first use, not when this module loads: building it (Chakra's token dictionary and CSS variables)
 * takes tens of milliseconds, which then run in a task of their own instead of lengthening the one that
 * evaluates the first screen's modules (docs/micro-frontends.md, "Speed budgets").
 */
export function getSystem() {
  created ??= createSystem(defaultBaseConfig, config);
  return created;
}

/**
 * {@link getSystem}'s system, for code that imports it as a value: each property read goes to the system,
 * created on the first one.
 */
export const system = new Proxy({} as ReturnType<typeof createSystem>, {
  get: (_target, key) => Reflect.get(getSystem(), key),
  has: (_target, key) => Reflect.has(getSystem(), key),
  ownKeys: () => Reflect.ownKeys(getSystem()),
  getOwnPropertyDescriptor: (_target, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(getSystem(), key);
    return descriptor && { ...descriptor, configurable: true };
  },
});

type RecipeMaps = Pick<typeof import('./system-recipes'), 'recipes' | 'slotRecipes'>;

let registered: Promise<void> | undefined;

function register({ recipes, slotRecipes }: RecipeMaps): void {
  // The system reads `theme.recipes[key]` when a component first asks for its recipe (createSystem in
  // @chakra-ui/react 3.37, pinned), so recipes added to that same object before then apply. A system not
  // created yet takes them from its config.
  const theme = created ? (created._config.theme ??= {}) : (config.theme ??= {});
  Object.assign((theme.recipes ??= {}), recipes);
  Object.assign((theme.slotRecipes ??= {}), slotRecipes);
}

/**
 * Adds to {@link system} the recipes of the pieces no signed-out screen uses (dialog, drawer, menu, popover,
 * table, radio group, native select, badge, breadcrumb, skeleton, textarea, …), fetched as a chunk of their
 * own. Call it, and wait for it, before rendering a page that may use them: the shell does before its private
 * app and every signed-out screen but the login form, remote-kit before a remote's standalone page and parcel.
 * A piece that renders before its recipe is there stays unstyled for the page's life. Loads once; a failed load
 * is forgotten, so the next call tries again. Under Jest the recipes are there from the start.
 * @returns a promise that settles once the recipes are part of the system; rejects when the chunk fails.
 */
export function loadSystemRecipes(): Promise<void> {
  registered ??= import('./system-recipes').then(register, (err: unknown) => {
    registered = undefined;
    throw err;
  });
  return registered;
}

// Jest has no chunks: every test renders with the whole set (webpack drops this branch from its builds).
if (process.env.NODE_ENV === 'test') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous import, for Jest only
  register(require('./system-recipes') as RecipeMaps);
  registered = Promise.resolve();
}
