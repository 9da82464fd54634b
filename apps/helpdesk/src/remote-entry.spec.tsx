import { describeAreaModule } from '@backoffice/test-utils';
import HelpdeskModule from './remote-entry';
import { AREA } from './area';

describeAreaModule(AREA, HelpdeskModule);
