/** The department screens' paths (libs/contracts AREAS, helpdesk). */
export const DEPARTMENT_PATHS = {
  list: '/all-departments',
  add: '/add-department',
  edit: '/edit-department/:departmentId',
  details: '/department-details/:departmentId',
} as const;

/** The edit screen of one department: /edit-department/{id}. */
export const editDepartmentHref = (id: string) => `/edit-department/${encodeURIComponent(id)}`;

/** The read-only page of one department's tickets (Department role): /department-details/{id}. */
export const departmentDetailsHref = (id: string) => `/department-details/${encodeURIComponent(id)}`;
