/**
 * What the `@backoffice/ui/forms` entry takes from the main entry: Chakra pieces and the field frame.
 *
 * Both entries are module-federation singletons of their own (docs/micro-frontends.md, "Shared modules"), and the
 * host and a remote may each provide either of them. So nothing under `src/forms/` imports Chakra (or a file of
 * `src/lib/`) directly: that would bundle a second Chakra into whichever copy of this entry is chosen, and its
 * pieces would fail with "forgot to wrap component within <ChakraProvider />" under the shell's provider. Going
 * through the shared request `@backoffice/ui` gives them the one Chakra context the UiProvider fills.
 * An ESLint rule (eslint.config.mjs) keeps `src/forms/` on this file.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the second entry must reach the first through its shared request (see above)
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Dialog,
  Field,
  FieldFrame,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
  errorText,
  loadDatePicker,
  useFieldIds,
} from '@backoffice/ui';
// eslint-disable-next-line @nx/enforce-module-boundaries -- types only, erased at build time
export type { FieldFrameProps, FieldIds, FormFieldBaseProps, InputProps, SystemStyleObject } from '@backoffice/ui';
