import type { SystemContext } from '@chakra-ui/react';

type SystemModule = typeof import('./system');

/** system.ts as the builds see it (NODE_ENV not 'test'): with the signed-out screens' recipes only. */
function loadAsBuilt(): SystemModule {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let mod: SystemModule | undefined;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module
      mod = require('./system') as SystemModule;
    });
  } finally {
    process.env.NODE_ENV = env;
  }
  if (!mod) throw new Error('system.ts did not load');
  return mod;
}

// The recipe keys of the Chakra pieces src/index.ts re-exports (a piece without its recipe renders unstyled).
const SIGNED_OUT = {
  recipes: ['button', 'heading', 'input', 'link', 'spinner'],
  slotRecipes: ['alert', 'card', 'field', 'toast'],
};
const SIGNED_IN = {
  recipes: ['badge', 'checkmark', 'container', 'icon', 'radiomark', 'separator', 'skeleton', 'textarea'],
  slotRecipes: ['breadcrumb', 'dialog', 'drawer', 'menu', 'nativeSelect', 'popover', 'radioGroup', 'table'],
};

function has(system: SystemContext, keys: { recipes: string[]; slotRecipes: string[] }) {
  return [
    ...keys.recipes.map((k) => system.isRecipe(k)),
    ...keys.slotRecipes.map((k) => system.isSlotRecipe(k)),
  ];
}

describe('the ui system and loadSystemRecipes', () => {
  it("starts with the signed-out screens' recipes only, and gains the others from loadSystemRecipes", async () => {
    const { system, loadSystemRecipes } = loadAsBuilt();
    expect(has(system, SIGNED_OUT).every(Boolean)).toBe(true);
    expect(has(system, SIGNED_IN).some(Boolean)).toBe(false);
    await loadSystemRecipes();
    expect(has(system, SIGNED_IN).every(Boolean)).toBe(true);
    // The system reads them when a piece first asks: the menu's styles are its recipe's.
    const menu = system.getSlotRecipeFn('menu');
    expect(Object.keys(menu.classNameMap)).toEqual(expect.arrayContaining(['trigger', 'content', 'item']));
    expect(menu.variantKeys).toEqual(expect.arrayContaining(['variant', 'size']));
  });

  it('loads once and settles the same way for every caller', async () => {
    const { loadSystemRecipes } = loadAsBuilt();
    const first = loadSystemRecipes();
    expect(loadSystemRecipes()).toBe(first);
    await expect(first).resolves.toBeUndefined();
  });

  it('has every recipe from the start under Jest', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the copy every other spec uses
    const { system } = require('./system') as SystemModule;
    expect(has(system, SIGNED_OUT).every(Boolean)).toBe(true);
    expect(has(system, SIGNED_IN).every(Boolean)).toBe(true);
  });
});
