import { TicketStatus, ticketStatusTitle } from '@backoffice/contracts';
import { Badge } from '@backoffice/ui';

/**
 * Open red, In Progress orange, Resolved yellow, others light green (docs/areas/helpdesk.md,
 * "Statuses and priorities").
 */
function paletteOf(status: number): { colorPalette: string; variant: 'solid' | 'subtle' } {
  switch (status) {
    case TicketStatus.Open:
      return { colorPalette: 'red', variant: 'solid' };
    case TicketStatus.InProgress:
      return { colorPalette: 'orange', variant: 'solid' };
    case TicketStatus.Resolved:
      return { colorPalette: 'yellow', variant: 'solid' };
    default:
      return { colorPalette: 'green', variant: 'subtle' };
  }
}

/** The read-only, coloured status of a ticket. */
export function TicketStatusBadge({ status }: { status: number }) {
  const { colorPalette, variant } = paletteOf(status);
  return (
    <Badge colorPalette={colorPalette} variant={variant} data-palette={colorPalette}>
      {ticketStatusTitle(status)}
    </Badge>
  );
}
