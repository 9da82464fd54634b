import { TICKET_PRIORITIES, TICKET_STATUSES } from '@backoffice/contracts';
import type { SelectOption } from '@backoffice/remote-kit';

/** The ticket statuses as select choices (value the status id, label its title: Open, Pending, Close…). */
export const STATUS_OPTIONS: readonly SelectOption[] = TICKET_STATUSES.map((s) => ({ value: s.id, label: s.title }));

/** The ticket priorities as select choices (value the priority id, label its title). */
export const PRIORITY_OPTIONS: readonly SelectOption[] = TICKET_PRIORITIES.map((p) => ({ value: p.id, label: p.title }));
