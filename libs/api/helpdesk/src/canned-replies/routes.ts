/**
 * Canned replies (docs/areas/helpdesk.md, "Canned replies"): the HTTP side; the SQL and who may use which reply are
 * in repository.ts (`app.cannedReplies`). SuperAdmins and Department users only. A reply the caller may not use
 * (another's personal one, another department's) is "not found". Bodies are sanitised (sanitizeRichHtml) before they
 * are stored; placeholders are filled, HTML-escaped, when a reply is rendered for a ticket.
 */
import {
  CANNED_REPLY_BODY_MAX_LENGTH,
  fillPlaceholders,
  HelpdeskMessages,
  HelpdeskOperations as op,
  Roles,
  ticketReference,
  type CannedReplyPlaceholder,
} from '@backoffice/contracts';
import {
  actorOf,
  badRequest,
  callerOf,
  isBlankHtml,
  isUuid,
  notFound,
  routeOperation,
  sanitizeRichHtml,
} from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import cannedRepliesRepository from './repository';

const AGENTS = [Roles.SuperAdmin, Roles.Department] as const;

const cannedReplyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(cannedRepliesRepository);

  /** A title and body as stored: trimmed title; sanitised body. @throws 400 when either is blank or too long. */
  const cleanInput = (input: { title: string; body: string }) => {
    const title = input.title.trim();
    if (!title) throw badRequest(HelpdeskMessages.cannedReplies.titleRequired);
    const body = sanitizeRichHtml(input.body);
    if (isBlankHtml(body) || body.length > CANNED_REPLY_BODY_MAX_LENGTH) {
      throw badRequest(HelpdeskMessages.cannedReplies.bodyRequired);
    }
    return { title, body };
  };

  routeOperation(app, op.listCannedReplies, { config: { access: AGENTS } }, async (request) => {
    const { departmentId, kind, q } = request.query;
    if (departmentId && !isUuid(departmentId))
      throw badRequest(HelpdeskMessages.cannedReplies.departmentInvalid);
    return {
      data: await app.cannedReplies.list(callerOf(request), {
        departmentId: departmentId || undefined,
        kind,
        q,
      }),
    };
  });

  routeOperation(app, op.createCannedReply, { config: { access: AGENTS } }, async (request) => {
    const me = callerOf(request);
    const { title, body } = cleanInput(request.body);
    let departmentId: string | null = null;
    if (request.body.kind === 'department') {
      // A Department user writes its own department's; a SuperAdmin names any live department.
      const asked =
        request.body.departmentId?.trim() || (me.role === Roles.Department ? me.departmentId : '');
      if (!asked || !isUuid(asked)) throw badRequest(HelpdeskMessages.cannedReplies.departmentInvalid);
      if (me.role === Roles.Department && asked !== me.departmentId) {
        throw badRequest(HelpdeskMessages.cannedReplies.departmentInvalid);
      }
      if (!(await app.cannedReplies.departmentIsLive(asked))) {
        throw badRequest(HelpdeskMessages.cannedReplies.departmentInvalid);
      }
      departmentId = asked;
    }
    const data = await app.cannedReplies.create(
      { departmentId, ownerId: departmentId ? null : me.id, title, body },
      actorOf(request),
    );
    return { message: HelpdeskMessages.cannedReplies.added, data };
  });

  routeOperation(app, op.updateCannedReply, { config: { access: AGENTS } }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(HelpdeskMessages.cannedReplies.notFound);
    const input = cleanInput(request.body);
    const data = await app.cannedReplies.update(callerOf(request), id, input, actorOf(request));
    if (!data) throw notFound(HelpdeskMessages.cannedReplies.notFound);
    return { message: HelpdeskMessages.cannedReplies.updated, data };
  });

  routeOperation(app, op.deleteCannedReply, { config: { access: AGENTS } }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id) || !(await app.cannedReplies.remove(callerOf(request), id, actorOf(request)))) {
      throw notFound(HelpdeskMessages.cannedReplies.notFound);
    }
    return { message: HelpdeskMessages.cannedReplies.deleted };
  });

  routeOperation(app, op.renderCannedReply, { config: { access: AGENTS } }, async (request) => {
    const me = callerOf(request);
    const { id } = request.params;
    const reply = isUuid(id) ? await app.cannedReplies.findUsable(me, id) : undefined;
    if (!reply) throw notFound(HelpdeskMessages.cannedReplies.notFound);
    const ticket = await app.tickets.findVisible(me, request.body.ticketId);
    if (!ticket) throw notFound(HelpdeskMessages.tickets.notFound);
    const values: Record<CannedReplyPlaceholder, string> = {
      'ticket.number': ticketReference(ticket.number),
      'ticket.title': ticket.title,
      'raiser.firstName': ticket.firstName,
      'raiser.lastName': ticket.lastName,
      'agent.firstName': me.firstName,
      'agent.lastName': me.lastName,
      'department.name': ticket.departmentName,
    };
    return { data: { html: fillPlaceholders(reply.body, values) } };
  });
};

export default cannedReplyRoutes;
