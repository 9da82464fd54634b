import { Box, Heading, Text } from '@chakra-ui/react';

/** Props of {@link NotAvailablePage}. */
export interface NotAvailablePageProps {
  /** The page's label (an `AreaPage.label`), shown as the heading. */
  title: string;
}

/**
 * Placeholder for an area page whose remote does not provide it yet: a heading with the page's label and the
 * text "not yet available" (docs/toolchain.md, "Accessible names the end-to-end tests rely on").
 */
export function NotAvailablePage({ title }: NotAvailablePageProps) {
  return (
    <Box p="6">
      <Heading as="h1" size="lg" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted">This page is not yet available.</Text>
    </Box>
  );
}
