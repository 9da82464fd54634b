import type { AuditEvent } from '@backoffice/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HistoryPanel, describeAuditAction, type HistoryPanelProps } from './history-panel';
import { UiProvider } from '../lib/ui-provider';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  _id: 'e1',
  at: '2026-03-04T20:05:00.000Z',
  actorId: 'u1',
  actorRole: 'SuperAdmin',
  actorName: 'Asha Rao',
  action: 'department.update',
  entityType: 'department',
  entityId: 'd1',
  before: { name: 'IT' },
  after: { name: 'IT Support' },
  requestId: 'r1',
  ip: '127.0.0.1',
  ...overrides,
});

function renderPanel(props: HistoryPanelProps) {
  return render(
    <UiProvider withToaster={false}>
      <HistoryPanel timeZone="Australia/Sydney" {...props} />
    </UiProvider>,
  );
}

describe('HistoryPanel', () => {
  it('lists who, what in words, when in the given time zone and each change before → after, newest first', () => {
    renderPanel({
      events: [
        event({}),
        event({
          _id: 'e0',
          at: '2026-03-01T00:00:00.000Z',
          action: 'department.create',
          actorName: 'Ravi Kumar',
          actorRole: 'SuperAdmin',
          before: null,
          after: { name: 'IT' },
        }),
      ],
    });
    const section = screen.getByRole('region', { name: 'History' });
    const items = within(section).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(2);

    const [latest, first] = items;
    expect(latest).toHaveTextContent('Asha Rao');
    expect(latest).toHaveTextContent('SuperAdmin');
    expect(latest).toHaveTextContent('updated the department');
    // 20:05 UTC on 4 March is 07:05 on 5 March in Sydney (UTC+11 in March).
    expect(within(latest).getByText('5 Mar 2026, 07:05')).toHaveAttribute('datetime', '2026-03-04T20:05:00.000Z');
    const changes = within(latest).getByRole('list', { name: 'Changed fields' });
    expect(changes).toHaveTextContent('Name: IT → changed to IT Support');

    expect(first).toHaveTextContent('Ravi Kumar');
    expect(first).toHaveTextContent('created the department');
    expect(within(first).getByRole('list', { name: 'Changed fields' })).toHaveTextContent('Name: (empty) → changed to IT');
  });

  it('names fields and values with the given words, shows HTML as text and cuts long values', () => {
    renderPanel({
      events: [
        event({
          action: 'ticket.status',
          before: { status: 1, message: '<p>Hello <b>there</b></p>' },
          after: { status: 2, message: `<p>${'x'.repeat(200)}</p>` },
          actorName: null,
          actorRole: null,
        }),
      ],
      fieldLabels: { status: 'Status' },
      formatValue: (field, value) => (field === 'status' ? ({ 1: 'Open', 2: 'In Progress' } as Record<string, string>)[String(value)] : undefined),
    });
    const item = screen.getAllByRole('listitem')[0];
    expect(item).toHaveTextContent('Someone not signed in');
    expect(item).toHaveTextContent('changed the status');
    expect(item).toHaveTextContent('Status: Open → changed to In Progress');
    expect(item).toHaveTextContent('Message: Hello there →');
    expect(item.textContent).toContain(`${'x'.repeat(119)}…`);
  });

  it('shows a loading spinner, the empty text, and an error with Retry', async () => {
    const { rerender } = renderPanel({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading history…');

    rerender(
      <UiProvider withToaster={false}>
        <HistoryPanel events={[]} />
      </UiProvider>,
    );
    expect(screen.getByText('No history yet')).toBeInTheDocument();

    const onRetry = jest.fn();
    rerender(
      <UiProvider withToaster={false}>
        <HistoryPanel error="Forbidden" onRetry={onRetry} />
      </UiProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The history could not be loaded.');
    expect(alert).toHaveTextContent('Forbidden');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('puts actions in words', () => {
    expect(describeAuditAction('department.update')).toBe('updated the department');
    expect(describeAuditAction('ticket.create')).toBe('created the ticket');
    expect(describeAuditAction('ticket.status')).toBe('changed the status');
    expect(describeAuditAction('ticket.reply')).toBe('replied');
    expect(describeAuditAction('user.sign_in_failed')).toBe('failed to sign in');
    expect(describeAuditAction('hotel.rate_publish')).toBe('rate publish');
  });
});
