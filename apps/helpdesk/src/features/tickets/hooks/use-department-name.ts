import { getDepartmentById } from '@backoffice/api-client';
import { useEffect, useState } from 'react';

/** The name of a department (null until it arrives, or when there is no id or the call fails). */
export function useDepartmentName(departmentId: string | undefined): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    setName(null);
    if (!departmentId) return;
    let live = true;
    getDepartmentById(departmentId).then(
      (d) => live && setName(d.name),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [departmentId]);
  return name;
}
