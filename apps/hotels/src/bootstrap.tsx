import { renderStandalone } from '@backoffice/remote-kit';
import HotelsModule from './remote-entry';

// Standalone development only (nx serve hotels).
renderStandalone(HotelsModule);
