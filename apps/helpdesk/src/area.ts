import { getArea, type Area } from '@backoffice/contracts';
import type { PaletteCommand } from '@backoffice/shell-sdk';

/** This remote's route table (libs/contracts AREAS): the shell's sidebar and this Module read the same list. */
export const AREA: Area = getArea('helpdesk');

/**
 * What the help desk area adds to the shell's command palette (docs/micro-frontends.md, "What a remote registers with the
 * palette"; the built-in "Go to" commands already open every sidebar page): each is listed to a role that may open its page.
 */
export const COMMANDS: readonly PaletteCommand[] = [
  { id: 'add-department', label: 'Add department', path: '/add-department', keywords: ['new', 'create'] },
  { id: 'my-tickets', label: 'My tickets', path: '/all-mytickets', keywords: ['raised', 'own'] },
];
