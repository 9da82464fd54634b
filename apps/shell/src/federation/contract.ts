import type { BackofficeBuild } from '@backoffice/shell-sdk';

/**
 * The shell's own build (its host contract, release, commit), defined by tools/webpack/create-config.js; null
 * outside a webpack build or Jest. Its `contract` is the one this console serves
 * (docs/releases.md, "The host contract").
 */
export const SHELL_BUILD: BackofficeBuild | null =
  typeof __BACKOFFICE_BUILD__ !== 'undefined' && __BACKOFFICE_BUILD__ ? __BACKOFFICE_BUILD__ : null;

const VERSION = /^(\d+)\.(\d+)$/;

/**
 * Whether this console may serve a remote: it does when the remote was built for the same contract major and a
 * minor no greater than the console's (a remote may rely on everything of its contract, and a console of a later
 * minor only added to it).
 * @param hostContract  the console's contract, `<major>.<minor>` ({@link SHELL_BUILD})
 * @param remoteBuild   the `build` export of the remote's `./Module`, as loaded (anything)
 * @param areaTitle     the area's title for the message (`Hotels`); default: "This area"
 * @returns null when served, else a sentence for the user saying why not and what is needed
 */
export function contractProblem(
  hostContract: string,
  remoteBuild: unknown,
  areaTitle?: string,
): string | null {
  const subject = areaTitle ? `The ${areaTitle} area` : 'This area';
  const host = VERSION.exec(hostContract);
  if (!host)
    return `This console declares no valid contract ("${hostContract}"), so it cannot check its areas.`;
  const declared =
    remoteBuild && typeof remoteBuild === 'object'
      ? (remoteBuild as { contract?: unknown }).contract
      : undefined;
  if (declared === undefined || declared === null || declared === '') {
    return `${subject} declares no console contract. It was built before this console checked them and needs a rebuild.`;
  }
  const remote = typeof declared === 'string' ? VERSION.exec(declared) : null;
  if (!remote) return `${subject} declares a malformed console contract (${JSON.stringify(declared)}).`;
  const [hostMajor, hostMinor] = [Number(host[1]), Number(host[2])];
  const [major, minor] = [Number(remote[1]), Number(remote[2])];
  const built = `${subject} was built for console contract ${declared}; this console serves ${hostContract}.`;
  if (major > hostMajor || (major === hostMajor && minor > hostMinor))
    return `${built} It needs a newer console first.`;
  if (major < hostMajor) return `${built} The area needs a new release built for this console.`;
  return null;
}
