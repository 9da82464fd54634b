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
