import { renderStandalone } from '@backoffice/remote-kit';
import CmsModule from './remote-entry';

// Standalone development only (nx serve cms).
renderStandalone(CmsModule);
