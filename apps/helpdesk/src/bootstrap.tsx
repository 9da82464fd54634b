import { renderStandalone } from '@backoffice/remote-kit';
import HelpdeskModule from './remote-entry';

// Standalone development only (nx serve helpdesk).
renderStandalone(HelpdeskModule);
