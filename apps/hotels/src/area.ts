import { getArea, type Area } from '@backoffice/contracts';
import type { PaletteCommand } from '@backoffice/shell-sdk';

/** This remote's route table (libs/contracts AREAS): the shell's sidebar and this Module read the same list. */
export const AREA: Area = getArea('hotels');

/**
 * What the hotels and billing area adds to the shell's command palette (docs/micro-frontends.md, "What a remote registers with the
 * palette"; the built-in "Go to" commands already open every sidebar page): each is listed to a role that may open its page.
 */
export const COMMANDS: readonly PaletteCommand[] = [
  { id: 'add-property', label: 'Add property', path: '/addProperty', keywords: ['room', 'new', 'create'] },
  {
    id: 'payment-fails',
    label: 'Payment failures',
    path: '/monthlyBillingPaymentFails',
    keywords: ['declined', 'card'],
  },
  {
    id: 'missing-property-id',
    label: 'Hotels missing a property ID',
    path: '/missingPropertyID',
    keywords: ['expedia'],
  },
];
