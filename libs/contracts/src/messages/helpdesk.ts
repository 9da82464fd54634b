import { CommonMessages } from './common';

/**
 * Messages of the help desk: departments and tickets with their discussions (docs/areas/helpdesk.md).
 *
 * Entries marked "ours" are not in the spec: the API answers them where the spec shows no message
 * (docs/decisions.md: show the real outcome).
 */
export const HelpdeskMessages = {
  departments: {
    /** ours: 404 of GET /department/get-department-by-id. */
    notFound: 'Department not found',
    nameRequired: 'Department name is required',
    /** ours: 400, a name over DEPARTMENT_NAME_MAX_LENGTH (100) characters. */
    nameTooLong: 'Department name must be at most 100 characters',
    added: 'Department Added Successfully',
    /** ours: answer of PUT /department/update-department. */
    updated: 'Department Updated Successfully',
    deleted: 'Department Deleted Successfully',
    /** ours: 409, another department has this name. */
    nameTaken: 'A department with this name already exists',
    /** The question before a delete (spacing as the spec writes it). */
    confirmDelete: 'Please confirm you wish to delete this department ?',
  },
  /** ours: canned replies (docs/areas/helpdesk.md, "Canned replies"). */
  cannedReplies: {
    notFound: 'Canned reply not found',
    added: 'Canned reply added',
    updated: 'Canned reply updated',
    deleted: 'Canned reply deleted',
    /** 400: a blank title, or one over CANNED_REPLY_TITLE_MAX_LENGTH (100) characters. */
    titleRequired: 'Please enter a title of at most 100 characters',
    /** 400: a blank body, or one over CANNED_REPLY_BODY_MAX_LENGTH (20,000) characters. */
    bodyRequired: 'Please enter the reply, at most 20,000 characters',
    /** 400: a department reply without a live department, or one the caller may not write for. */
    departmentInvalid: 'Please choose your department, or make the reply personal',
    /** 400: kind neither 'department' nor 'personal'. */
    kindInvalid: "The kind must be 'department' or 'personal'",
    /** The question before a delete. */
    confirmDelete: 'Delete this canned reply?',
  },
  tickets: {
    added: 'Ticket Added Successfully',
    statusUpdated: 'Ticket status updated successfully!',
    replyAdded: 'Post added regarding this ticket Successfully',
    /** 413: an image over TICKET_IMAGE_MAX_BYTES (1 MB). */
    imageTooBig: CommonMessages.images.tooBig,
    /** 415: not a JPEG or PNG by its bytes. */
    imageNotSupported: CommonMessages.images.notSupported,
    /**
     * ours: 413, an image that declares more pixels than the API decodes (10 × IMAGE_MAX_PIXELS), whatever its
     * file size.
     */
    imageTooManyPixels: 'This image has too many pixels. Please upload a smaller image',
    imageInline: CommonMessages.images.inline,
    /** ours: a blank title, or one over TICKET_TITLE_MAX_LENGTH (200) characters. */
    titleRequired: 'Please enter a title',
    /** ours: a blank message (see isBlankHtml). */
    messageRequired: 'Please enter a description',
    /** ours: an empty reply on a ticket (POST /ticket/manageTicket and the reply form) names what is missing. */
    replyRequired: 'Please enter a reply',
    /** ours: no or an unknown target department. */
    departmentRequired: 'Please select a department',
    /** ours */
    statusInvalid: 'Please select a valid status',
    /** ours */
    priorityInvalid: 'Please select a valid priority',
    /** ours: 404 of an unknown ticket or one outside the caller's scope. */
    notFound: 'Ticket not found',
    /** ours: 400, a record type a ticket cannot be about (docs/areas/helpdesk.md, "Tickets about a record"). */
    aboutTypeInvalid: 'A ticket can be about a reservation, a hotel, an invoice or a customer',
    /** ours: 400, the record to attach does not exist (or was removed). */
    aboutNotFound: 'The record this ticket should be about was not found',
    /**
     * ours: 400, a reference (createTicket's `aboutReference`, PUT /ticket/ticket-about's `{reference}`) that is
     * neither a booking number nor an invoice number (docs/areas/helpdesk.md, "Tickets about a record").
     */
    aboutReferenceInvalid: 'Please enter a booking number (TF100707) or an invoice number (INV-000078)',
    /** ours: answer of PUT /ticket/ticket-about with a record. */
    aboutSaved: 'The ticket now names the record it is about',
    /** ours: answer of PUT /ticket/ticket-about without one. */
    aboutRemoved: 'The record was taken off the ticket',
    /** ours: 400, a multipart call sent as something else. */
    multipartRequired: 'The request must be multipart/form-data',
  },
  /** ours: PUT /ticket/assign, GET /ticket/assignees and the bulk actions (docs/areas/helpdesk.md, "Assignment"). */
  assignment: {
    assigned: 'Ticket assigned',
    unassigned: 'Ticket unassigned',
    /** 400: the assignee is not an active member of the ticket's department (nor the SuperAdmin taking it). */
    assigneeInvalid: "The assignee must be an active member of the ticket's department",
    /** Bulk: skipped, the ticket already has no assignee. */
    alreadyUnassigned: 'Already unassigned',
    /** Bulk 400: `params.assigneeId` missing (send '' to unassign). */
    assigneeRequired: "Choose an assignee ('' to unassign)",
    /** Bulk 400: `params.status` is not 1 to 4. */
    statusRequired: 'Choose a status (1 to 4)',
    /** Bulk: failed, the ticket is not of the caller's department. */
    notYourDepartment: "Only the ticket's department or a SuperAdmin may change it",
  },
  /** ours: internal notes (docs/areas/helpdesk.md, "Internal notes"). */
  notes: {
    added: 'Internal note added',
    /** 403: the caller may not write a note on this ticket. */
    forbidden: "Only the ticket's department and SuperAdmins may write internal notes",
    /** 400: a note sent with another status (a note never changes the status). */
    statusUnchanged: 'An internal note does not change the status: send the status with a reply',
  },
  /** ours: a department's SLA policy (docs/areas/helpdesk.md, "SLAs"; GET/PUT/DELETE /sla/departments/:id). */
  sla: {
    saved: 'SLA policy saved',
    removed: 'SLA policy removed',
    /** 400: a target outside 1 minute … 30 days. */
    targetInvalid: 'Targets must be between 1 minute and 30 days',
    /** 400: not an IANA time zone such as Europe/London. */
    timeZoneInvalid: 'Please select a valid time zone',
    /** 400: an interval outside 00:00–24:00, empty, or overlapping the one before it. */
    weekInvalid: 'Business hours must be ordered, non-overlapping intervals within the day (00:00 to 24:00)',
    /** 400: no business hours on any day (the clock could never run). */
    weekEmpty: 'Please open at least one day',
    /** 400: a holiday that is not a date, or a day listed twice. */
    holidayInvalid: 'Each holiday needs a valid date, listed once',
    /** 400: more than SLA_HOLIDAYS_MAX (200) holidays. */
    tooManyHolidays: 'At most 200 holidays',
    /** 400: a holiday name over 100 characters. */
    holidayNameTooLong: 'A holiday name must be at most 100 characters',
  },
} as const;

/**
 * ours: 400 of a well-formed reference that names no record (docs/areas/helpdesk.md, "Tickets about a record"):
 * `No reservation TF100707 was found.`, `No invoice INV-000078 was found.`
 * @param type 'reservation' or 'invoice'; @param reference the reference as the caller wrote it (upper case).
 */
export function ticketAboutReferenceNotFound(type: 'reservation' | 'invoice', reference: string): string {
  return `No ${type} ${reference} was found.`;
}

/** Notification text of a new ticket (to the target department's users and the SuperAdmins). */
export function ticketCreatedNotificationText(title: string, author: string): string {
  return `New ticket from ${author}: ${title}`;
}

/** Notification text of a reply (to the creator and the target department's users). */
export function ticketReplyNotificationText(title: string, author: string): string {
  return `${author} replied on ticket: ${title}`;
}

/** Notification text of a status change (to the creator). `statusTitle` is e.g. `In Progress`. */
export function ticketStatusNotificationText(title: string, statusTitle: string): string {
  return `Your ticket "${title}" is now ${statusTitle}`;
}

/** Notification text of an assignment (to the new assignee; docs/areas/helpdesk.md, "Assignment"). */
export function ticketAssignedNotificationText(title: string, by: string): string {
  return `${by} assigned you the ticket: ${title}`;
}

/** Notification text of an internal note (to the ticket's department and the SuperAdmins, never the raiser). */
export function ticketNoteNotificationText(title: string, author: string): string {
  return `${author} added an internal note on ticket: ${title}`;
}

/** Notification text of an @mention in an internal note (to the department member mentioned). */
export function ticketMentionNotificationText(title: string, author: string): string {
  return `${author} mentioned you in a note on ticket: ${title}`;
}
