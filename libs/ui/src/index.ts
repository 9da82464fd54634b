/**
 * @backoffice/ui — the only project that imports Chakra UI and Emotion (an ESLint rule enforces it).
 * It is a shared singleton under module federation, so host, remotes and parcels use one Chakra context.
 * Add a Chakra piece here (and its recipe to `system.ts`) before using it in an app; deploy the shell first
 * when this list changes (TOOLCHAIN.md, "Front end").
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
