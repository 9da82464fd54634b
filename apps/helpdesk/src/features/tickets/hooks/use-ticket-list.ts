import { listTicket, listTicketDepartment } from '@backoffice/api-client';
import type { ListTicketResponse, Ticket } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useCallback, useEffect, useState } from 'react';
import type { TicketVariant } from '../ticket-variants';

export interface TicketListQuery {
  page: number;
  limit: number;
  status?: number;
  departmentId?: string;
}

export interface TicketListState {
  status: 'loading' | 'ready' | 'error';
  /** The last page that arrived (kept while the next one loads). */
  data: ListTicketResponse | null;
  error: string | null;
  reload: () => void;
  /** Replaces one row in place (after a status change). */
  updateRow: (ticketId: string, patch: Partial<Ticket>) => void;
}

/**
 * One page of tickets from the API (filters and paging done there): listTicket for the ticket list,
 * listTicketDepartment for "My Tickets". An answer that arrives after a newer query is dropped.
 */
export function useTicketList(variant: TicketVariant, query: TicketListQuery): TicketListState {
  const [data, setData] = useState<ListTicketResponse | null>(null);
  const [status, setStatus] = useState<TicketListState['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { page, limit, status: ticketStatus, departmentId } = query;

  useEffect(() => {
    let live = true;
    setStatus('loading');
    const load = variant === 'mine' ? listTicketDepartment : listTicket;
    load({
      page,
      limit,
      ...(ticketStatus ? { status: ticketStatus } : {}),
      ...(departmentId ? { departmentId } : {}),
    }).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setError(null);
        setStatus('ready');
      },
      (err: unknown) => {
        if (!live) return;
        setError(errorMessage(err));
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [variant, page, limit, ticketStatus, departmentId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const updateRow = useCallback((ticketId: string, patch: Partial<Ticket>) => {
    setData((d) =>
      d ? { ...d, ticket: d.ticket.map((t) => (t._id === ticketId ? { ...t, ...patch } : t)) } : d,
    );
  }, []);

  return { status, data, error, reload, updateRow };
}
