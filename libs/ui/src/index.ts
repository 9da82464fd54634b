/**
 * @backoffice/ui — the only project that imports Chakra UI and Emotion (an ESLint rule enforces it).
 * It is a shared singleton under module federation, so host, remotes and parcels use one Chakra context.
 * Add a Chakra piece here (and its recipe to `system.ts`) before using it in an app; deploy the shell first
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
export { system } from './lib/system';
export { toaster, Toaster } from './lib/toaster';
export { NotAvailablePage, type NotAvailablePageProps } from './lib/not-available-page';
export { ConfirmDialog, type ConfirmDialogProps } from './lib/confirm-dialog';
export { ListPager, type ListPagerProps } from './lib/list-pager';
export {
  ImageFileInput,
  imageRejection,
  isAcceptableImage,
  type ImageFileInputProps,
  type ImageRejection,
} from './lib/image-file-input';
export {
  DataGrid,
  DATA_GRID_EMPTY_TEXT,
  preloadDataGrid,
  type DataGridColumn,
  type DataGridPagination,
  type DataGridProps,
  type DataGridSelection,
  type DataGridSort,
} from './lib/data-grid';

// Form pieces wired to react-hook-form by `control` + `name` (docs/areas/platform.md,
// "Forms, grids and data conventions").
export { FieldFrame, type FieldFrameProps, type FormFieldBaseProps } from './lib/forms/form-field';
export { TextField, type TextFieldProps } from './lib/forms/text-field';
export { NumberField, type NumberFieldProps } from './lib/forms/number-field';
export { SelectField, type FieldOption, type SelectFieldProps } from './lib/forms/select-field';
export { MultiSelectField, type MultiSelectFieldProps } from './lib/forms/multi-select-field';
export { DateField, type DateFieldProps } from './lib/forms/date-field';
export { DateRangeField, type DateRange, type DateRangeFieldProps } from './lib/forms/date-range-field';
export { SwitchField, type SwitchFieldProps } from './lib/forms/switch-field';
export { AsyncSearchSelect, type AsyncSearchSelectProps, type SearchOption } from './lib/forms/async-search-select';
export { isIsoDate, isoDateOf } from './lib/forms/iso-date';
export { HistoryPanel, describeAuditAction, type HistoryPanelProps } from './lib/history-panel';
