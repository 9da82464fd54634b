/** The audit trail's History panel for the help desk's records (docs/areas/platform.md, "Audit trail"). */
export { RecordHistory, type RecordHistoryProps } from './record-history';
export { auditHistoryKeys, auditHistoryQueryOptions, useAuditHistory } from './api';
