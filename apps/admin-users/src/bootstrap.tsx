import { renderStandalone } from '@backoffice/remote-kit';
import AdminUsersModule from './remote-entry';

// Standalone development only (nx serve admin-users).
renderStandalone(AdminUsersModule);
