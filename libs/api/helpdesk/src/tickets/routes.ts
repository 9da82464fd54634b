/**
 * Tickets and their discussions (docs/areas/helpdesk.md, "Who sees which ticket" and "Notifications"): the
 * HTTP side only — the body's schema, who may call, the form's checks, the repository call (`app.tickets`,
 * repository.ts: the SQL, the visibility rule and the wire shape) and the answer. Another ticket is "not
 * found".
 */
import {
  CreateTicketFormSchema,
  DEFAULT_TICKET_PRIORITY,
  HelpdeskMessages,
  HelpdeskOperations as op,
  ManageTicketFormSchema,
  Roles,
  TICKET_TITLE_MAX_LENGTH,
  ticketCreatedNotificationText,
  ticketReplyNotificationText,
  ticketStatusNotificationText,
  ticketStatusTitle,
  isTicketPriorityId,
  isTicketAboutType,
  isTicketStatusId,
  isFormFlagSet,
  mayChangeTicketStatus,
  maySeeInternalNotes,
  ticketMentionNotificationText,
  ticketNoteNotificationText,
  CHANGE_EVENT,
  ChangeRooms,
  mayEditTicketAbout,
  parseTicketAboutReference,
  ticketAboutReferenceNotFound,
} from '@backoffice/contracts';
import {
  actorOf,
  badRequest,
  callerOf,
  changeAuthorName,
  forbidden,
  isBlankHtml,
  isUuid,
  notFound,
  routeOperation,
  sanitizeRichHtml,
  SIGNED_IN,
  uploadUrl,
  type AuthUser,
  type ImageForm,
} from '@backoffice/api-server';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mentionedMembers } from '../assignment/mentions';
import { readMultipartForm, reencodeTicketImage } from './multipart';
import { ticketListScope, ticketToWire, type AboutRecord, type TicketRow } from './repository';

const ticketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  /**
   * Runs the insert that refers to a just stored image; when it fails, the image is deleted again (a file no
   * row points to would stay forever) and the insert's error is rethrown.
   */
  const withStoredImage = async <T>(imagePath: string | null, insert: () => Promise<T>): Promise<T> => {
    try {
      return await insert();
    } catch (error) {
      if (imagePath) {
        await app.storage
          .delete(imagePath)
          .catch((e: Error) => app.log.error({ err: e, imagePath }, 'stray image not deleted'));
      }
      throw error;
    }
  };

  /**
   * Re-encodes the form's image (reencodeTicketImage: metadata dropped, pixels capped) and stores the result.
   * @returns its stored name, or null without an image. @throws HttpError 413, 415 before anything is stored.
   */
  const storeImage = async (image: ImageForm['image']): Promise<string | null> => {
    if (!image) return null;
    const clean = await reencodeTicketImage(image, app.config.images.maxPixels);
    return app.storage.save(clean.bytes, clean.kind);
  };

  /** A ticket the caller may see, or 404. */
  const visibleTicket = async (me: AuthUser, ticketId: string): Promise<TicketRow> => {
    const row = await app.tickets.findVisible(me, ticketId);
    if (!row) throw notFound(HelpdeskMessages.tickets.notFound);
    return row;
  };

  /**
   * The record a ticket is to be about (docs/areas/helpdesk.md, "Tickets about a record"), null for none (no type
   * and no id). @throws 400 for a type a ticket cannot be about, or a record that does not exist.
   */
  const aboutRecord = async (type: string, id: string): Promise<AboutRecord | null> => {
    if (!type && !id) return null;
    if (!isTicketAboutType(type)) throw badRequest(HelpdeskMessages.tickets.aboutTypeInvalid);
    const record = await app.tickets.findAboutRecord(type, id);
    if (!record) throw badRequest(HelpdeskMessages.tickets.aboutNotFound);
    return record;
  };

  /**
   * The record a booking number or invoice number names (docs/areas/helpdesk.md, "Tickets about a record"), the
   * way staff who do not find such records in the search attach one. @throws 400 aboutReferenceInvalid for a text
   * that is neither, 400 `No reservation TF100707 was found.` for one that names no record.
   */
  const aboutRecordOfReference = async (text: string): Promise<AboutRecord> => {
    const ref = parseTicketAboutReference(text);
    if (!ref) throw badRequest(HelpdeskMessages.tickets.aboutReferenceInvalid);
    const record = await app.tickets.findAboutRecordByReference(ref);
    if (!record) throw badRequest(ticketAboutReferenceNotFound(ref.type, ref.reference));
    return record;
  };

  routeOperation(app, op.listTicket, { config: { access: SIGNED_IN } }, async (request) => {
    // Scoped by the visibility rule (repository.ts): what the caller may see of the asked department, if any.
    return app.tickets.list(ticketListScope(callerOf(request), request.body?.departmentId), request.body);
  });

  routeOperation(app, op.listTicketDepartment, { config: { access: [Roles.Department] } }, async (request) =>
    app.tickets.list({ userId: callerOf(request).id }, request.body),
  );

  // A multipart form (documented by `schema.multipart`): the operation has no JSON body.
  routeOperation(
    app,
    op.createTicket,
    { config: { access: [Roles.Employee, Roles.Department] }, schema: { multipart: CreateTicketFormSchema } },
    async (request) => {
      const me = callerOf(request);
      const { fields, image } = await readMultipartForm(
        request,
        ['title', 'message', 'departmentId', 'priorityLevels', 'aboutType', 'aboutId', 'aboutReference'],
        'ticketImage',
      );
      const title = (fields.title ?? '').trim();
      if (!title || title.length > TICKET_TITLE_MAX_LENGTH)
        throw badRequest(HelpdeskMessages.tickets.titleRequired);
      const message = sanitizeRichHtml(fields.message ?? '');
      if (isBlankHtml(message)) throw badRequest(HelpdeskMessages.tickets.messageRequired);
      const departmentId = (fields.departmentId ?? '').trim();
      // A Department user raises tickets to other departments ("the own-ticket variant excludes its own").
      if (!isUuid(departmentId) || departmentId === me.departmentId) {
        throw badRequest(HelpdeskMessages.tickets.departmentRequired);
      }
      const priorityText = (fields.priorityLevels ?? '').trim();
      const priority = priorityText === '' ? DEFAULT_TICKET_PRIORITY : Number(priorityText);
      if (!isTicketPriorityId(priority)) throw badRequest(HelpdeskMessages.tickets.priorityInvalid);
      if (!(await app.departments.isLive(departmentId)))
        throw badRequest(HelpdeskMessages.tickets.departmentRequired);
      const aboutType = (fields.aboutType ?? '').trim();
      const aboutId = (fields.aboutId ?? '').trim();
      const aboutReference = (fields.aboutReference ?? '').trim();
      // A reference names the record by itself: with a type or an id as well, it is unclear which is meant.
      if (aboutReference && (aboutType || aboutId))
        throw badRequest(HelpdeskMessages.tickets.aboutReferenceInvalid);
      const about = aboutReference
        ? await aboutRecordOfReference(aboutReference)
        : await aboutRecord(aboutType, aboutId);

      const imagePath = await storeImage(image);
      const created = await withStoredImage(imagePath, () =>
        app.tickets.create(
          { title, message, priority, departmentId, userId: me.id, imagePath, about },
          actorOf(request),
        ),
      );
      const to = await app.tickets.recipients(me.id, { departmentId, superAdmins: true });
      await app.notifications.notify(
        to,
        ticketCreatedNotificationText(title, `${me.firstName} ${me.lastName}`),
        {
          entityType: 'ticket',
          entityId: created.id,
        },
      );
      return { message: HelpdeskMessages.tickets.added, data: ticketToWire(created) };
    },
  );

  routeOperation(
    app,
    op.changeTicketStatus,
    { config: { access: [Roles.SuperAdmin, Roles.Department] } },
    async (request) => {
      const me = callerOf(request);
      const { ticketId, ticketStatus } = request.body;
      const ticket = await visibleTicket(me, ticketId);
      // A Department user's own raised ticket (sent elsewhere) is visible but not its to change.
      if (!mayChangeTicketStatus(me, ticket.departmentId)) throw forbidden();
      if (ticket.status !== ticketStatus) {
        await app.tickets.setStatus(ticket.id, ticketStatus, actorOf(request));
        if (ticket.userId !== me.id) {
          await app.notifications.notify(
            [ticket.userId],
            ticketStatusNotificationText(ticket.title, ticketStatusTitle(ticketStatus)),
            { entityType: 'ticket', entityId: ticket.id },
          );
        }
      }
      return { message: HelpdeskMessages.tickets.statusUpdated };
    },
  );

  routeOperation(app, op.setTicketAbout, { config: { access: SIGNED_IN } }, async (request) => {
    const me = callerOf(request);
    const ticket = await visibleTicket(me, request.body.ticketId);
    // Whoever may change the ticket's status, and its creator (mayEditTicketAbout of libs/contracts).
    if (!mayEditTicketAbout(me, ticket)) throw forbidden();
    const asked = request.body.about;
    const reference = (request.body.aboutReference ?? '').trim();
    // A reference names the record by itself: with `about` as well, it is unclear which is meant.
    if (reference && asked) throw badRequest(HelpdeskMessages.tickets.aboutReferenceInvalid);
    const about = reference
      ? await aboutRecordOfReference(reference)
      : asked
        ? await aboutRecord(asked.type.trim(), asked.id.trim())
        : null;
    const saved = await app.tickets.setAbout(ticket.id, about, actorOf(request));
    if (!saved) throw notFound(HelpdeskMessages.tickets.notFound);
    return {
      message: about ? HelpdeskMessages.tickets.aboutSaved : HelpdeskMessages.tickets.aboutRemoved,
      data: ticketToWire(saved),
    };
  });

  routeOperation(app, op.getTicketById, { config: { access: SIGNED_IN } }, async (request) => ({
    data: ticketToWire(await visibleTicket(callerOf(request), request.query.ticketId)),
  }));

  routeOperation(app, op.listTicketDiscussion, { config: { access: SIGNED_IN } }, async (request) => {
    const me = callerOf(request);
    const ticket = await visibleTicket(me, request.body.ticketId);
    // Internal notes only for the ticket's department and the SuperAdmins (docs/areas/helpdesk.md, "Internal notes").
    const notes = maySeeInternalNotes(me, ticket);
    const rows = (await app.tickets.discussions(ticket.id)).filter((r) => notes || !r.internal);
    return {
      ticket: rows.map((r) => ({
        _id: r.id,
        message: r.message,
        createdAt: r.createdAt.toISOString(),
        department_info:
          r.departmentName === null || r.departmentId === null
            ? null
            : { _id: r.departmentId, name: r.departmentName },
        user_info: { _id: r.userId, firstName: r.firstName },
        discussionImage: uploadUrl(r.imagePath),
        internal: r.internal,
      })),
    };
  });

  routeOperation(
    app,
    op.manageTicket,
    { config: { access: SIGNED_IN }, schema: { multipart: ManageTicketFormSchema } },
    async (request) => {
      const me = callerOf(request);
      const { fields, image } = await readMultipartForm(
        request,
        ['ticketId', 'message', 'ticketStatus', 'internal', 'waitingOnRaiser'],
        'discussionImage',
      );
      const ticket = await visibleTicket(me, (fields.ticketId ?? '').trim());
      const internal = isFormFlagSet(fields.internal);
      const waitingOnRaiser = isFormFlagSet(fields.waitingOnRaiser);
      // A note is the department's and the SuperAdmins' only; so is waiting on the raiser (docs/areas/helpdesk.md).
      if (internal && !maySeeInternalNotes(me, ticket)) throw forbidden(HelpdeskMessages.notes.forbidden);
      if (waitingOnRaiser && !mayChangeTicketStatus(me, ticket.departmentId)) throw forbidden();
      const message = sanitizeRichHtml(fields.message ?? '');
      if (isBlankHtml(message)) throw badRequest(HelpdeskMessages.tickets.replyRequired);
      const statusText = (fields.ticketStatus ?? '').trim();
      const status = statusText === '' ? ticket.status : Number(statusText);
      if (!isTicketStatusId(status)) throw badRequest(HelpdeskMessages.tickets.statusInvalid);
      const statusChanged = status !== ticket.status;
      // A note never changes the status (the raiser would hear of that).
      if (internal && statusChanged) throw badRequest(HelpdeskMessages.notes.statusUnchanged);
      if (statusChanged && !mayChangeTicketStatus(me, ticket.departmentId)) throw forbidden();

      const imagePath = await storeImage(image);
      const actor = actorOf(request);
      await withStoredImage(imagePath, () =>
        app.tickets.addReply(
          ticket.id,
          { userId: me.id, departmentId: me.departmentId, message, imagePath, internal, waitingOnRaiser },
          status,
          actor,
        ),
      );

      const author = `${me.firstName} ${me.lastName}`;
      if (internal) {
        // The note's live change goes to the department and the SuperAdmins only, not to the raiser's room (the
        // change plugin would send a ticket's change there too): taken off the request's list, emitted here.
        const changes = actor.changes ?? [];
        for (let i = changes.length - 1; i >= 0; i--) {
          if (changes[i].entityType === 'ticket' && changes[i].entityId === ticket.id) changes.splice(i, 1);
        }
        app.io
          .to([ChangeRooms.role(Roles.SuperAdmin), ChangeRooms.department(ticket.departmentId)])
          .emit(CHANGE_EVENT, {
            type: 'ticket',
            id: ticket.id,
            action: 'ticket.reply',
            by: { id: me.id, name: changeAuthorName(me) },
            at: new Date().toISOString(),
          });
        // The department's members mentioned as `@First Last` hear of it as such; the rest of the department and
        // the SuperAdmins as a note; never the raiser.
        const members = await app.ticketAssignment.members(ticket.departmentId);
        const mentioned = mentionedMembers(message, members)
          .map((m) => m._id)
          .filter((id) => id !== me.id && id !== ticket.userId);
        const about = { entityType: 'ticket', entityId: ticket.id };
        await app.notifications.notify(mentioned, ticketMentionNotificationText(ticket.title, author), about);
        const desk = await app.tickets.recipients(me.id, {
          departmentId: ticket.departmentId,
          superAdmins: true,
        });
        const others = desk.filter((id) => id !== ticket.userId && !mentioned.includes(id));
        await app.notifications.notify(others, ticketNoteNotificationText(ticket.title, author), about);
        return { message: HelpdeskMessages.notes.added };
      }
      const to = await app.tickets.recipients(me.id, {
        userId: ticket.userId,
        departmentId: ticket.departmentId,
      });
      const about = { entityType: 'ticket', entityId: ticket.id };
      await app.notifications.notify(to, ticketReplyNotificationText(ticket.title, author), about);
      if (statusChanged && ticket.userId !== me.id) {
        await app.notifications.notify(
          [ticket.userId],
          ticketStatusNotificationText(ticket.title, ticketStatusTitle(status)),
          about,
        );
      }
      return { message: HelpdeskMessages.tickets.replyAdded };
    },
  );
};

export default ticketRoutes;
