// The recipes of the Chakra pieces no signed-out screen uses (the login page's first bundle does without them):
// loaded by loadSystemRecipes() (system.ts) before a signed-in page renders (docs/micro-frontends.md, "Speed
// budgets"). A piece re-exported from src/index.ts gets its recipe here, or in system.ts when a signed-out screen
// uses it.
import {
  badgeRecipe,
  breadcrumbSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  iconRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/** Recipes by the key their component asks the system for. */
export const recipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  icon: iconRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
};

/** Slot recipes by the key their component asks the system for. */
export const slotRecipes = {
  breadcrumb: breadcrumbSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
};
