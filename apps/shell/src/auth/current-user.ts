import { getDepartmentById, getMe } from '@backoffice/api-client';
import { Roles, type CurrentUser, type TokenClaims } from '@backoffice/contracts';
import type { AuthUser } from '@backoffice/shell-sdk';
import { useEffect, useState } from 'react';

/** The greeting name before GET /user/me answers: first name, or 'Admin' for SuperAdmin. */
export function userFromClaims(claims: TokenClaims): AuthUser {
  return {
    id: claims.sub,
    role: claims.role,
    firstName: claims.firstName,
    displayName: claims.role === Roles.SuperAdmin ? 'Admin' : claims.firstName,
    ...(claims.userType ? { departmentId: claims.userType } : {}),
  };
}

/**
 * The top bar's name (docs/areas/platform.md, "Layout"): first name for Employee, the department name for
 * Department (fetched), 'Admin' for SuperAdmin.
 */
async function displayNameOf(me: CurrentUser, claims: TokenClaims): Promise<string> {
  if (me.role === Roles.SuperAdmin) return 'Admin';
  if (me.role === Roles.Department) {
    if (me.userType?.name) return me.userType.name;
    const departmentId = me.userType?._id ?? claims.userType;
    if (departmentId) return (await getDepartmentById(departmentId)).name;
  }
  return me.firstName;
}

/** Whether two users show the same in every field (an update to an equal user would re-render the whole app). */
function sameUser(a: AuthUser, b: AuthUser): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof AuthUser)[]);
  return [...keys].every((k) => a[k] === b[k]);
}

/**
 * The signed-in user: from the token's claims at once, completed by GET /user/me (a 401 there signs out). The
 * object changes only when a field does, so an answer equal to what is shown re-renders nothing.
 */
export function useCurrentUser(claims: TokenClaims): AuthUser {
  const [user, setUserState] = useState<AuthUser>(() => userFromClaims(claims));
  const { sub, role, firstName, userType } = claims;

  useEffect(() => {
    let live = true;
    const setUser = (next: AuthUser) => setUserState((prev) => (sameUser(prev, next) ? prev : next));
    const fromClaims = userFromClaims({ sub, role, firstName, userType, exp: 0 });
    setUser(fromClaims);
    (async () => {
      try {
        const me = await getMe();
        const displayName = await displayNameOf(me, { sub, role, firstName, userType, exp: 0 }).catch(() => fromClaims.displayName);
        if (!live) return;
        setUser({
          id: me._id,
          role: me.role,
          firstName: me.firstName,
          lastName: me.lastName,
          email: me.email,
          displayName,
          ...(me.userType?._id ?? userType ? { departmentId: me.userType?._id ?? userType } : {}),
        });
      } catch {
        // Keep the claims' view; a 401 has already signed out through the api-client.
      }
    })();
    return () => {
      live = false;
    };
  }, [sub, role, firstName, userType]);

  return user;
}
