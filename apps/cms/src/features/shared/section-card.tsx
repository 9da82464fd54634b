import { Card, Heading, Stack } from '@backoffice/ui';
import type { ReactNode } from 'react';

/**
 * One panel of a website content page, framed as the other areas frame theirs (a small card with an h2 in its
 * header, e.g. a reservation's panels): a region named by its heading. `id` makes the heading's id
 * (`<id>-heading`); the body stacks its children 4 apart.
 */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Card.Root as="section" size="sm" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
