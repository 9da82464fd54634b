// STUB: replaced by the admins feature (list, add admin with the PIN step-up).
export const AdminsPage = () => null;
export const AddAdminPage = () => null;
