/**
 * Department management (docs/areas/helpdesk.md, "Screens"): /all-departments, /add-department,
 * /edit-department/:departmentId.
 */
export { DepartmentListPage } from './components/department-list-page';
export { DepartmentFormPage, type DepartmentFormPageProps } from './components/department-form-page';
