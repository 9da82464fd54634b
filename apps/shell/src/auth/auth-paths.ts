import { areaForPath } from '@backoffice/contracts';

/** Private routes the shell renders itself. */
export const SHELL_PRIVATE_PATHS = ['/dashboard', '/users/change-password', '/releases'] as const;

export { LANDING_AFTER_LOGIN, LANDING_AFTER_PIN } from './landing';

/** True for a known private route (the shell's own or an area's); unknown paths are not private. */
export function isPrivatePath(pathname: string): boolean {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (SHELL_PRIVATE_PATHS as readonly string[]).includes(bare) || areaForPath(pathname) !== undefined;
}
