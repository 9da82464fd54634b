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
    // 20:05 UTC on 4 March is 07:05 on 5 March in Sydney (UTC+11 in March), named as it is not the viewer's zone.
    expect(within(latest).getByText('05/03/2026, 7:05 am AEDT')).toHaveAttribute('datetime', '2026-03-04T20:05:00.000Z');
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

  it('writes money in the currency of the event or the record, days and times through the format module', () => {
    renderPanel({
      currency: 'THB',
      events: [
        event({
          _id: 'refund',
          action: 'reservation.refund',
          before: { refund: false },
          after: { refund: true, amount: 9639, currency: 'AUD', refundId: 're_3PqLx2', paymentIntentId: 'pi_3PqL' },
        }),
        event({
          _id: 'rates',
          action: 'room.update',
          before: { overnightRate: 128800, price: 1000, startDate: '2026-03-05', closedAt: null },
          after: { overnightRate: 150000, price: 2050, startDate: '2026-12-31', closedAt: '2026-03-04T20:05:00.000Z' },
        }),
      ],
      fields: { overnightRate: { label: 'Overnight rate', kind: 'money' } },
    });
    const [refund, rates] = screen.getAllByRole('list', { name: 'Changed fields' });
    // The refund's own currency, not the record's; cents never shown as they are.
    expect(refund).toHaveTextContent('Amount: (empty) → changed to A$96.39');
    expect(refund).toHaveTextContent('Refund: No → changed to Yes');
    expect(refund).not.toHaveTextContent('9639');
    // Ids never raw: 'Refund id' (beside 'Refund') and 'Payment intent' say 'a record'.
    expect(refund).toHaveTextContent('Refund id: (empty) → changed to a record');
    expect(refund).toHaveTextContent('Payment intent: (empty) → changed to a record');
    expect(refund).not.toHaveTextContent('re_3PqLx2');
    // No currency of its own: the record's, baht.
    expect(rates).toHaveTextContent('Overnight rate: ฿1,288.00 → changed to ฿1,500.00');
    expect(rates).toHaveTextContent('Price: ฿10.00 → changed to ฿20.50');
    expect(rates).toHaveTextContent('Start date: 05/03/2026 → changed to 31/12/2026');
    expect(rates).toHaveTextContent('Closed at: (empty) → changed to 05/03/2026, 7:05 am AEDT');
  });

  it("shows a person's name and a record's title, never JSON or ids; nameOf names an id", () => {
    const id = '8af94c2e-1b7d-4c8e-9f3a-2d5e6f7a8b9c';
    renderPanel({
      events: [
        event({
          _id: 'people',
          action: 'hotel.people',
          before: { owner: { fullName: 'Mia Chen', email: 'mia@example.com' }, contact: null, chain: { _id: 'c1', name: 'Seaside' } },
          after: {
            owner: { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com' },
            contact: { email: 'desk@example.com' },
            chain: { _id: 'c2', title: 'Harbour Group' },
          },
        }),
        event({ _id: 'manager', action: 'hotel.people', before: null, after: { manager: { userId: id, isOwner: false }, hotelIds: [id, id] } }),
        event({ _id: 'named', action: 'hotel.people', before: null, after: { managerId: id, departmentId: 'd1' } }),
      ],
      fields: { departmentId: { label: 'Department', kind: 'record', nameOf: (key) => (key === 'd1' ? 'IT Support' : undefined) } },
    });
    const [people, manager, named] = screen.getAllByRole('list', { name: 'Changed fields' });
    expect(people).toHaveTextContent('Owner: Mia Chen → changed to Ravi Kumar');
    expect(people).toHaveTextContent('Contact: (empty) → changed to desk@example.com');
    expect(people).toHaveTextContent('Chain: Seaside → changed to Harbour Group');
    expect(manager).toHaveTextContent('Manager: (empty) → changed to a record');
    expect(manager).toHaveTextContent('Hotels: (empty) → changed to 2 records');
    expect(named).toHaveTextContent('Manager: (empty) → changed to a record');
    expect(named).toHaveTextContent('Department: (empty) → changed to IT Support');
    for (const list of [people, manager, named]) {
      expect(list.textContent).not.toMatch(/[{}"]/);
      expect(list).not.toHaveTextContent(id);
    }
  });

  it('shows a referenced record as the link renderRecord gives, and an empty value as text', () => {
    renderPanel({
      events: [event({ before: { departmentId: null }, after: { departmentId: 'd1' } })],
      fields: { departmentId: { label: 'Department', kind: 'record', recordType: 'department', nameOf: () => 'IT Support' } },
      renderRecord: (ref, text) => <a href={`/go/${ref.type}/${ref.id}`}>{text}</a>,
    });
    expect(screen.getByRole('link', { name: 'IT Support' })).toHaveAttribute('href', '/go/department/d1');
    expect(screen.getByRole('list', { name: 'Changed fields' })).toHaveTextContent('Department: (empty) → changed to IT Support');
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

  describe('"Show older" (the history a page at a time)', () => {
    const shownEvents = () =>
      within(screen.getByRole('region', { name: 'History' }))
        .getAllByRole('listitem')
        .filter((li) => li.parentElement?.tagName === 'OL')
        .map((li) => li.textContent);
    const page = [event({ _id: 'e2', actorName: 'Asha Rao' }), event({ _id: 'e1', actorName: 'Ravi Kumar' })];

    it('shows "Show older" under the events while older ones exist, and asks for them on a click', async () => {
      const onShowOlder = jest.fn();
      renderPanel({ events: page, hasOlder: true, onShowOlder });
      const button = screen.getByRole('button', { name: 'Show older' });
      expect(shownEvents()).toHaveLength(2);
      await userEvent.setup().click(button);
      expect(onShowOlder).toHaveBeenCalledTimes(1);
    });

    it('shows no button at the oldest event, nor without onShowOlder (a history answered at once)', () => {
      const { rerender } = renderPanel({ events: page, hasOlder: false, onShowOlder: jest.fn() });
      expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
      rerender(
        <UiProvider withToaster={false}>
          <HistoryPanel events={page} hasOlder />
        </UiProvider>,
      );
      expect(screen.queryByRole('button', { name: /older/ })).not.toBeInTheDocument();
      expect(shownEvents()).toHaveLength(2);
    });

    it('keeps the events shown while the older ones load, the button busy', () => {
      renderPanel({ events: page, hasOlder: true, onShowOlder: jest.fn(), loadingOlder: true });
      expect(shownEvents()).toHaveLength(2);
      const button = screen.getByRole('button', { name: /Loading older events…/ });
      expect(button).toBeDisabled();
      expect(screen.queryByRole('status', { name: 'Loading history…' })).not.toBeInTheDocument();
    });

    it('keeps the events shown when the older ones fail, with the message and the button to ask again', async () => {
      const onShowOlder = jest.fn();
      renderPanel({ events: page, hasOlder: true, onShowOlder, olderError: 'Server down' });
      expect(shownEvents()).toHaveLength(2);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Older events could not be loaded.');
      expect(alert).toHaveTextContent('Server down');
      expect(alert).not.toHaveTextContent('The history could not be loaded.');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Show older' }));
      expect(onShowOlder).toHaveBeenCalledTimes(1);
    });
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
