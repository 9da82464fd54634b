import { describeAreaModule } from '@backoffice/test-utils';
import HotelsModule from './remote-entry';
import { AREA } from './area';

describeAreaModule(AREA, HotelsModule);
