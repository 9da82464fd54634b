import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/**
 * The empty page's text (docs/areas/platform.md, "Forms, grids and data conventions"; copied from contracts'
 * lists message: libs/ui takes no values from contracts).
 */
export const DATA_GRID_EMPTY_TEXT = 'Sorry, no records found.';

/** The grid's spinner: role="status" with a visually hidden `label`. */
export function GridLoading({ label }: { label: string }) {
  return (
    <Center py="10" role="status">
      <Spinner size="lg" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
