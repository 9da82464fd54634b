/**
 * @backoffice/ui/forms — libs/ui's second entry: the form pieces beyond TextField, ImageFileInput, ConfirmDialog
 * and the HistoryPanel. It is a module-federation singleton of its own (tools/webpack/federation.js), so host and
 * remotes share one copy, and it loads only when a page imports it: the shell's login page takes `@backoffice/ui`
 * whole (a shared module is not tree-shaken), and these pieces would add about 5.5 KB gzip to it
 * (docs/micro-frontends.md, "Shared modules" and the bundle figures).
 *
 * Pieces here import Chakra and the field frame only through `@backoffice/ui` (see `forms/main-entry.ts`), so
 * they use the one Chakra context. A new piece goes here unless the login, lock or PIN pages need it.
 */

// Form pieces wired to react-hook-form by `control` + `name` (docs/areas/platform.md, "Forms, grids and data
// conventions"); TextField and FieldFrame are in the main entry (the sign-in pages use them).
export { NumberField, type NumberFieldProps } from './forms/number-field';
export { SelectField, type FieldOption, type SelectFieldProps } from './forms/select-field';
export { MultiSelectField, type MultiSelectFieldProps } from './forms/multi-select-field';
export { DateField, type DateFieldProps } from './forms/date-field';
export { DateRangeField, type DateRange, type DateRangeFieldProps } from './forms/date-range-field';
// The dd/MM/yyyy box with its calendar, for a day outside react-hook-form (a filter bound to the URL).
export { DayInput, type DayInputProps } from './forms/day-input';
export { DAY_TEXT_FORMAT, DayTextMessages, dayText, parseDayText } from './forms/day-text';
export { SwitchField, type SwitchFieldProps } from './forms/switch-field';
export { AsyncSearchSelect, type AsyncSearchSelectProps, type SearchOption } from './forms/async-search-select';
export { isIsoDate, isoDateOf } from './forms/iso-date';
export {
  ImageFileInput,
  imageRejection,
  isAcceptableImage,
  type ImageFileInputProps,
  type ImageRejection,
} from './forms/image-file-input';
export { ConfirmDialog, type ConfirmDialogProps } from './forms/confirm-dialog';
export {
  HistoryPanel,
  describeAuditAction,
  type HistoryField,
  type HistoryFieldKind,
  type HistoryPanelProps,
} from './forms/history-panel';
export { Modal, SaveFooter, type ModalProps } from './forms/form-modal';
export { GroupFrame, type GroupFrameProps } from './forms/group-frame';
// A list's stored page size (docs/frontend-data.md, "Lists"): here, not in the main entry, which the sign-in page
// loads whole (its budget); the DataGrid's lazy part reads the same record.
export { useGridPageSize } from './storage/grid-storage';
// A list's hidden columns, read and written beside its grid (remote-kit's saved views apply a view's columns).
export { useGridHidden } from './storage/grid-storage';
// The light / dark / system colour mode (docs/areas/platform.md, "Console preferences and theme"): the signed-in
// top bar offers it and keeps `<html>`'s class in step; the sign-in pages only apply the stored choice early.
export {
  COLOR_MODE_PREFERENCES,
  COLOR_MODE_STORAGE_KEY,
  applyColorMode,
  getColorModePreference,
  resolveColorMode,
  setColorModePreference,
  useColorMode,
  type ColorMode,
  type ColorModePreference,
  type UseColorModeResult,
} from './storage/color-mode';
