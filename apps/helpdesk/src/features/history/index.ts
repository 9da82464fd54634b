/** The audit trail's History panel for the help desk's records (docs/areas/platform.md, "Audit trail"). */
export { RecordHistory, type RecordHistoryProps } from './components/record-history';
export { auditHistoryKeys, auditHistoryQueryOptions, useAuditHistory } from './api/get-audit-history';
