export { isStepUpRequired } from './api';
export { LazyStepUpDialog } from './lazy-step-up-dialog';
export { useStepUpAction, type StepUpAction } from './use-step-up-action';
export type { StepUpDialogProps } from './step-up-dialog';
