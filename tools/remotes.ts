// The remotes for the tools' specs, read from their one list: tools/webpack/remotes.json (names in order, with
// their dev/static ports; REMOTES of tools/webpack/federation.js). tools/remotes.spec.ts keeps that list equal to
// the projects tagged scope:remote; the scripts read it through tools/scripts/servers.mjs (REMOTE_NAMES,
// DEFAULT_PORTS).
import { createRequire } from 'node:module';

const { REMOTES } = createRequire(__filename)('./webpack/federation.js') as {
  REMOTES: Record<string, { port: number }>;
};

/** The remotes' project names, in the list's order (helpdesk first, admin-users last). */
export const REMOTE_NAMES: readonly string[] = Object.keys(REMOTES);

/** Each remote's dev and static server port. */
export const REMOTE_PORTS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(REMOTES).map(([name, { port }]) => [name, port]),
);
