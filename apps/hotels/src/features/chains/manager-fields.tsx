import { TextField } from '@backoffice/ui';
import type { Control } from 'react-hook-form';

/** What both manager forms (Add Manager, Update Manager) ask of the person. */
interface ManagerContact {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

/**
 * The person's fields of the manager forms (docs/areas/chains.md, "Managers list"), in the spec's order: first and
 * last name and e-mail (required), phone. Rendered inside the caller's grid.
 */
export function ManagerContactFields<F extends ManagerContact>({ control }: { control: Control<F> }) {
  // Both forms hold these four strings; the fields need only them.
  const contact = control as unknown as Control<ManagerContact>;
  return (
    <>
      <TextField control={contact} name="firstName" label="First Name" required />
      <TextField control={contact} name="lastName" label="Last Name" required />
      <TextField control={contact} name="email" label="Email" type="email" required />
      <TextField control={contact} name="mobile" label="Phone" type="tel" />
    </>
  );
}
