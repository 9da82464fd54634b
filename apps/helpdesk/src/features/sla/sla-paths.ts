/** The "SLA & Business Hours" page of one department: /department-sla/{id} (libs/contracts AREAS, helpdesk). */
export const departmentSlaHref = (id: string) => `/department-sla/${encodeURIComponent(id)}`;
