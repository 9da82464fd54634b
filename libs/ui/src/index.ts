/**
 * @backoffice/ui — the only project that imports Chakra UI and Emotion (an ESLint rule enforces it).
 * It is a shared singleton under module federation, so host, remotes and parcels use one Chakra context.
 * Add a Chakra piece here (and its recipe to `system.ts` or `system-recipes.ts`) before using it in an app; deploy the shell first
 * when this list changes (docs/toolchain.md, "Module federation: what is shared and how").
 */
export {
  Alert,
  Badge,
  Box,
  Breadcrumb,
  Button,
  Card,
  Center,
  CloseButton,
  Container,
  Dialog,
  Drawer,
  Field,
  Flex,
  Grid,
  GridItem,
  HStack,
  Heading,
  Icon,
  IconButton,
  Input,
  Link,
  Menu,
  NativeSelect,
  Popover,
  Portal,
  RadioGroup,
  Separator,
  SimpleGrid,
  Skeleton,
  Spacer,
  Spinner,
  Stack,
  Table,
  Text,
  Textarea,
  VStack,
  VisuallyHidden,
  chakra,
  createToaster,
  useDisclosure,
} from '@chakra-ui/react';
export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  HTMLChakraProps,
  IconButtonProps,
  InputProps,
  LinkProps,
  StackProps,
  SystemStyleObject,
  TextProps,
} from '@chakra-ui/react';

export { UiProvider, type UiProviderProps } from './lib/ui-provider';
export { loadSystemRecipes, system } from './lib/system';
/**
 * Chakra's DatePicker (its parts, `parseDate`) in a chunk of its own (about 24 KB gzip with Ark's date machine and
 * @internationalized/date): the login page never loads it (docs/micro-frontends.md, "Speed budgets"). The DateField
 * and DateRangeField of `@backoffice/ui/forms` load it for their calendar; taken through this entry, it uses the one
 * Chakra context. Its recipe is among the signed-in ones (lib/system-recipes.ts).
 */
export const loadDatePicker = () => import('@chakra-ui/react/date-picker');
export { toaster, Toaster } from './lib/toaster';
export { NotAvailablePage, type NotAvailablePageProps } from './lib/not-available-page';
export { BarChart, type BarChartProps } from './lib/charts/bar-chart';
export { LineChart, type LineChartProps } from './lib/charts/line-chart';
export {
  DataGrid,
  DATA_GRID_EMPTY_TEXT,
  preloadDataGrid,
  type DataGridColumn,
  type DataGridColumnKind,
  type DataGridPagination,
  type DataGridProps,
  type DataGridSelection,
  type DataGridSort,
} from './lib/data-grid';

// TextField and the frame every form piece is built on (docs/areas/platform.md, "Forms, grids and data
// conventions"). The other form pieces, ImageFileInput, ConfirmDialog and the HistoryPanel are in the second
// entry, `@backoffice/ui/forms` (src/forms.ts): this entry is on the shell's login page whole. errorText and
// useFieldIds are exported for that entry's pieces. The DataGrid's pager (lib/list-pager.tsx) is not exported:
// it loads with the grid's lazy chunk.
export {
  FieldFrame,
  errorText,
  useFieldIds,
  type FieldFrameProps,
  type FieldIds,
  type FormFieldBaseProps,
} from './lib/forms/form-field';
export { TextField, type TextFieldProps } from './lib/forms/text-field';
