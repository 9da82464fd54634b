export { ChainsPage } from './chains-page';
export { ManagersPage } from './managers-page';
export { ExpediaErrorsPage } from './expedia-errors-page';
export { AddManagerDialog } from './add-manager-dialog';
