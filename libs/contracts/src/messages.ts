/**
 * The spec's user-facing messages, defined once for the API and the UI (DECISIONS.md: "Contract and messages").
 * Typos are the contract ('atlest'): keep them exactly. Spec 1 sections 5 and 8.
 *
 * Entries marked "ours" are not in the spec: the API answers them where the spec shows no message
 * (DECISIONS.md: show the real outcome).
 */
export const Messages = {
  login: {
    emailRequired: 'Please enter Your Email Address',
    emailInvalid: 'Please enter a valid Email Address',
    passwordInvalid: 'Please enter Your Password, it must be atlest 6 character',
    failed: "Email or Password didn't match. Please try again...",
  },
  signup: {
    roleRequired: 'Please select user role',
    passwordsMismatch: 'Passwords do not match. Please re-enter your password',
    success: 'SignUp Successfully',
    failed: 'Something wrong. Please try again...',
    /** ours */
    firstNameRequired: 'Please enter Your First Name',
    /** ours */
    lastNameRequired: 'Please enter Your Last Name',
    /** ours: a Department sign-up without `userType`. */
    departmentRequired: 'Please select a department',
    /** ours: `userType` names no department. */
    departmentNotFound: 'The selected department does not exist',
    /** ours: the e-mail domain is not in SIGNUP_DOMAINS. */
    domainNotAllowed: 'Sign-up is open only to staff e-mail addresses',
    /** ours: 409 */
    emailTaken: 'An account with this Email Address already exists',
  },
  pin: {
    invalid: 'Please enter the OTP that is sent to your mobile number',
    /** ours: 401, a wrong PIN (tries remain). */
    wrong: 'The PIN is not correct. Please try again',
    /** ours: 401, no live PIN (expired, used, or too many tries): the user must use Resend Code. */
    expired: 'The PIN has expired. Please use Resend Code to get a new one',
  },
  admin: {
    welcome: 'Welcome back, Admin!',
  },
  password: {
    /** ours: PUT /user/me/password succeeded. */
    changed: 'Password changed successfully',
    /** ours: 400, the current password is wrong. */
    currentWrong: 'Your current password is not correct',
    /** ours: 400, the new password equals the current one. */
    unchanged: 'The new password must be different from the current one',
  },
  auth: {
    /** ours: 401, no token, a bad, expired or revoked token. */
    unauthorized: 'Your session has ended. Please sign in again',
    /** ours: 403, a call outside the caller's role (DECISIONS.md, server-side permissions). */
    forbidden: 'You do not have permission to do this',
    /** ours: 200 on POST /user/logout. */
    loggedOut: 'Logged out',
  },
  rateLimit: {
    /** ours: 429; the answer also carries a Retry-After header in seconds. */
    tooMany: 'Too many attempts. Please try again later',
  },
  departments: {
    /** ours: 404 of GET /department/get-department-by-id. */
    notFound: 'Department not found',
    nameRequired: 'Department name is required',
    /** ours: 400, a name over 100 characters. */
    nameTooLong: 'Department name must be at most 100 characters',
    added: 'Department Added Successfully',
    /** ours: answer of PUT /department/update-department. */
    updated: 'Department Updated Successfully',
    deleted: 'Department Deleted Successfully',
    /** ours: 409, another department has this name. */
    nameTaken: 'A department with this name already exists',
    /** The question before a delete (spec 1 section 2, spacing as written). */
    confirmDelete: 'Please confirm you wish to delete this department ?',
  },
  tickets: {
    added: 'Ticket Added Successfully',
    statusUpdated: 'Ticket status updated successfully!',
    replyAdded: 'Post added regarding this ticket Successfully',
    /** 413: an image over 1 MB (spec 1 section 5). */
    imageTooBig: 'Please upload file within 1 MB',
    /** 415: not a JPEG or PNG by its bytes. */
    imageNotSupported: 'This File Is Not Supported',
    imageInline: '*Please upload valid image and image max size should be 1 MB.',
    /** ours */
    titleRequired: 'Please enter a title',
    /** ours */
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
    /** ours: 400, a multipart call sent as something else. */
    multipartRequired: 'The request must be multipart/form-data',
  },
  notifications: {
    empty: 'Sorry, no notifications found.',
    /** ours: answer of POST /ticket/update-notification. */
    markedRead: 'Notifications marked as read',
  },
  lists: {
    empty: 'Sorry, no records found.',
  },
  /** Website content blocks (spec 1 sections 5 and 8; /cms calls). */
  cms: {
    updated: 'Contents Updated Successfully',
    updateFailed: 'Contents Update Failed',
    imageDeleted: 'Image deleted Successfully',
    imageDeletionFailed: 'Image deletion failed',
    titleRequired: 'Please Enter Title',
    descriptionRequired: 'Please Enter Description',
    /** 413: a content image over the content limit (10 MB, DECISIONS.md Limits). */
    imageTooBig: 'This File Is Too Big',
    /** 415: not a JPEG or PNG by its bytes. */
    imageNotSupported: 'This File Is Not Supported',
    /** ours: 400, `tag` is not one of CMS_TAGS. */
    tagInvalid: 'Please select a valid content section',
    /** ours: 404 of an unknown block id. */
    notFound: 'Content block not found',
    /** ours: 404, PUT /cms/remove names an image the block does not hold. */
    imageNotFound: 'This image is not part of the content',
    /** ours: 400, a title over 300 characters. */
    titleTooLong: 'The title must be at most 300 characters',
    /** ours: 400, the image could not be decoded (corrupt file with a JPEG/PNG signature). */
    imageUnreadable: 'This image could not be read. Please upload another file',
  },
  /** Homepage banner image sets (spec 1 sections 2, 5 and 8; /imagesforyou calls). */
  banners: {
    updated: 'Data Updated Successfully',
    horizontalAdded: 'Horizontal Image Added Successfully',
    verticalAdded: 'Vertical Image Added Successfully',
    squareAdded: 'Square Image Added Successfully',
    imageDeleted: 'Image deleted Successfully',
    imageDeletionFailed: 'Image deletion failed',
    /** 413: over 1 MB. */
    imageTooBig: 'Please upload file within 1 MB',
    /** 415: not a JPEG or PNG by its bytes. */
    imageNotSupported: 'This File Is Not Supported',
    imageInline: '*Please upload valid image and image max size should be 1 MB.',
    /** The hint under each upload (spec 1 section 2). */
    maxSizeHint: '*Max image size 1 MB',
    /** ours: 404 of an unknown set id. */
    notFound: 'Image set not found',
    /** ours: 404, the url is not in that list of the set. */
    imageNotFound: 'This image is not part of the set',
    /** ours: 400, imgTyp not Hor, Ver or Sqr. */
    imageTypeInvalid: 'Please select a valid image type',
    /** ours: 400, a link that is not an http(s) address or a path starting with '/'. */
    linkInvalid: 'Please enter a valid link (https://… or /path)',
    /** ours: 400, a title over 200 characters. */
    titleTooLong: 'The title must be at most 200 characters',
    /** ours: 400, a description over 5000 characters. */
    descriptionTooLong: 'The description must be at most 5000 characters',
  },
  /** FAQ (spec 1 sections 5 and 8; /faq calls). */
  faq: {
    required: 'Your question and answer is required',
    addFailed: 'Failed to add FAQ',
    updateFailed: 'Failed to update FAQ',
    deleted: 'Deleted successfully',
    /** ours: answer of POST /faq. */
    added: 'FAQ Added Successfully',
    /** ours: answer of PUT /faq. */
    updated: 'FAQ Updated Successfully',
    /** ours: 404 of an unknown FAQ id. */
    notFound: 'FAQ not found',
    /** ours: 400, a question over 500 characters. */
    questionTooLong: 'The question must be at most 500 characters',
    /** ours: the error toast of a failed delete (the old client showed success; DECISIONS.md: the real outcome). */
    deleteFailed: 'Failed to delete FAQ',
    /** ours: the question asked before a FAQ is deleted. */
    deleteConfirm: 'Please confirm you wish to delete this FAQ ?',
  },
  /** Newsletter subscriptions (the public site's form; spec 1 section 3). */
  subscription: {
    /** ours: answer of the public POST /subscription (also when the address was already subscribed). */
    subscribed: 'Thank you for subscribing',
  },
  /** Contact-us enquiries (the public site's form; spec 1 section 3). */
  contact: {
    /** ours: answer of the public POST /contact. */
    sent: 'Thank you for contacting us. We will get back to you soon',
    /** ours */
    nameRequired: 'Please enter Your Name',
    /** ours */
    commentRequired: 'Please enter your message',
    /** ours: 400, a message over 5000 characters. */
    commentTooLong: 'Your message must be at most 5000 characters',
  },
  generic: {
    somethingWrong: 'Something went wrong, Please try again...',
    /** ours: 404 of an unknown record or route. */
    notFound: 'Not found',
  },
} as const;

/**
 * Builds the 400 message for a field the body must not carry (unknown body fields are refused, not dropped).
 * @param field the offending property name, e.g. `role`.
 * @returns e.g. `Unknown field: role`.
 */
export function unknownFieldMessage(field: string): string {
  return `Unknown field: ${field}`;
}

/**
 * Builds the sign-up notification text sent to every SuperAdmin (docs/decisions.md, Sign-in).
 * @returns e.g. `New Employee sign-up: Ravi Kumar`.
 */
export function signupNotificationText(role: string, firstName: string, lastName: string): string {
  return `New ${role} sign-up: ${firstName} ${lastName}`;
}

/** Notification text of a new ticket (to the target department's users and the SuperAdmins). */
export function ticketCreatedNotificationText(title: string, author: string): string {
  return `New ticket from ${author}: ${title}`;
}

/** Notification text of a reply (to the creator and the target department's users). */
export function ticketReplyNotificationText(title: string, author: string): string {
  return `${author} replied on ticket: ${title}`;
}

/** Notification text of a status change (to the creator). */
export function ticketStatusNotificationText(title: string, statusTitle: string): string {
  return `Your ticket "${title}" is now ${statusTitle}`;
}
