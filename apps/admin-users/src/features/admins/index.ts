export { AdminsPage } from './admins-page';
export { AddAdminPage } from './add-admin-page';
export { StepUpDialog, isStepUpRequired, type StepUpDialogProps } from './step-up-dialog';
