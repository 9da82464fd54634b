import { getArea, type Area } from '@backoffice/contracts';
import type { PaletteCommand } from '@backoffice/shell-sdk';

/** This remote's route table (libs/contracts AREAS): the shell's sidebar and this Module read the same list. */
export const AREA: Area = getArea('admin-users');

/**
 * What the users and admins area adds to the shell's command palette (docs/micro-frontends.md, "What a remote registers with the
 * palette"; the built-in "Go to" commands already open every sidebar page): each is listed to a role that may open its page.
 */
export const COMMANDS: readonly PaletteCommand[] = [
  { id: 'create-user', label: 'Create user', path: '/users/create', keywords: ['new', 'add', 'invite'] },
  { id: 'add-admin', label: 'Add admin', path: '/add-useradmins', keywords: ['new', 'invite'] },
  { id: 'sent-mail', label: 'Sent mail', path: '/outbox', keywords: ['outbox', 'e-mail'] },
];
