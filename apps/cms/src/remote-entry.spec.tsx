import { describeAreaModule } from '@backoffice/test-utils';
import CmsModule from './remote-entry';
import { AREA } from './area';

describeAreaModule(AREA, CmsModule, {
  built: ['/contactUs/subscription', '/contactUs/list'],
});
