/**
 * Who made a request, for the records a write leaves behind (the audit trail; docs/api-database.md, "Audit
 * trail"): the caller (null on a public route such as sign-in), the request's id (Fastify's `request.id`,
 * also in every log line of the request) and the client address (`request.ip`, behind TRUST_PROXY the
 * forwarded one). Routes pass it to the repository method that writes, which records it in the same
 * transaction as the change. Every Actor of one request also carries that request's change list (services/changes.ts):
 * `audit()` adds each event's record to it, and the live changes go out when the request succeeded
 * (docs/areas/platform.md, "Live changes").
 */
import type { Role } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { changesOf, type ChangedRecord } from './changes';

export interface Actor {
  userId: string | null;
  role: Role | null;
  requestId: string;
  ip: string;
  /**
   * The request's change list (the same array for every `actorOf` of one request), which `audit()` fills; absent on
   * an Actor built by hand (a job, a script), whose writes emit no live change.
   */
  changes?: ChangedRecord[];
}

/** The request's actor (the signed-in caller when the route has one). */
export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.user?.id ?? null,
    role: request.user?.role ?? null,
    requestId: String(request.id),
    ip: request.ip,
    changes: changesOf(request),
  };
}
