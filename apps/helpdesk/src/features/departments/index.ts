/**
 * Department management (docs/areas/helpdesk.md, "Screens"): /all-departments, /add-department,
 * /edit-department/:departmentId, and the Department role's read-only /department-details/:departmentId.
 */
export { DepartmentListPage } from './department-list-page';
export { DepartmentFormPage, type DepartmentFormPageProps } from './department-form-page';
export { DepartmentDetailsPage } from './department-details-page';
