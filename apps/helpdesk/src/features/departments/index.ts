/** Department management (spec 1 section 2): /all-departments, /add-department, /edit-department/:departmentId. */
export { DepartmentListPage } from './components/department-list-page';
export { DepartmentFormPage, type DepartmentFormPageProps } from './components/department-form-page';
