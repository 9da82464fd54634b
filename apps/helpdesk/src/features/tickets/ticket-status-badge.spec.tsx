import { UiProvider } from '@backoffice/ui';
import { render, screen } from '@testing-library/react';
import { TicketStatusBadge } from './ticket-status-badge';

describe('TicketStatusBadge', () => {
  // The colours of docs/areas/helpdesk.md, "Statuses and priorities".
  it.each([
    [1, 'Open', 'red'],
    [2, 'In Progress', 'orange'],
    [3, 'Resolved', 'yellow'],
    [4, 'Closed', 'green'],
  ])('shows status %i as "%s" in %s', (status, title, palette) => {
    render(
      <UiProvider withToaster={false}>
        <TicketStatusBadge status={status} />
      </UiProvider>,
    );
    expect(screen.getByText(title)).toHaveAttribute('data-palette', palette);
  });
});
