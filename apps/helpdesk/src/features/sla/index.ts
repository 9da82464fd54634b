/**
 * SLAs (docs/areas/helpdesk.md, "SLAs"): a ticket's clock (SlaClock, for the ticket page and list) and the
 * department's "SLA & business hours" page (/department-sla/:departmentId).
 */
export { SlaClock, slaClockState, type SlaClockState } from './sla-clock';
export { DepartmentSlaPage } from './department-sla-page';
