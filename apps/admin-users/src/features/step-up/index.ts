export { isStepUpRequired } from './api';
export { LazyStepUpDialog } from './lazy-step-up-dialog';
export type { StepUpDialogProps } from './step-up-dialog';
