import { describeAreaModule } from '@backoffice/test-utils';
import BookingsModule from './remote-entry';
import { AREA } from './area';

describeAreaModule(AREA, BookingsModule);
