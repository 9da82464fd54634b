import { describeAreaModule } from '@backoffice/test-utils';
import AdminUsersModule from './remote-entry';
import { AREA } from './area';

describeAreaModule(AREA, AdminUsersModule);
