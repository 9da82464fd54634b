import { describeAreaModule } from '@backoffice/test-utils';
import AdminUsersModule from './remote-entry';
import { AREA } from './area';

// The pages remote-entry.tsx maps to a feature; every other page of the table is still a placeholder.
describeAreaModule(AREA, AdminUsersModule, { built: ['/outbox'] });
