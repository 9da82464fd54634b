export { ApprovalsPage } from './approvals-page';
export { ThresholdsPage } from './thresholds-page';
