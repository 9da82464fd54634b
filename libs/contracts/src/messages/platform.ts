/**
 * Messages of the platform area: sign-in, sign-up, the admin PIN, passwords, sessions, rate limits and
 * notifications (docs/areas/platform.md). Typos are the contract ('atlest'): keep them exactly.
 *
 * Entries marked "ours" are not in the spec: the API answers them where the spec shows no message
 * (docs/decisions.md: show the real outcome).
 */
export const PlatformMessages = {
  login: {
    emailRequired: 'Please enter Your Email Address',
    emailInvalid: 'Please enter a valid Email Address',
    passwordInvalid: 'Please enter Your Password, it must be atlest 6 character',
    failed: "Email or Password didn't match. Please try again...",
    /**
     * ours: 409, the right password of an Admin who has no mobile number for the sign-in PIN (an Admin's reset link
     * asks for one: docs/areas/users.md, "Invitation").
     */
    noPhone: 'This Admin account has no mobile number for the sign-in PIN. Ask another Admin to send you a password link to add one',
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
    /** ours: 409 on a SuperAdmin's Create User only; a self sign-up never tells whether an address has an account. */
    emailTaken: 'An account with this Email Address already exists',
    /** ours: what the sign-up toast adds: the account works once its address is confirmed. */
    checkEmail: 'We have sent you an e-mail. Open its link to confirm your address, then sign in.',
  },
  verifyEmail: {
    /** ours: 200 on POST /user/verifyEmail. */
    success: 'Your e-mail address is confirmed. You can sign in now.',
    /** ours: 400, an unknown, used or expired link. */
    invalid: 'This link is not valid or has expired. Sign up again with the same address to get a new one.',
  },
  pin: {
    invalid: 'Please enter the OTP that is sent to your mobile number',
    /** ours: 401, a wrong PIN (tries remain). */
    wrong: 'The PIN is not correct. Please try again',
    /** ours: 401, no live PIN (expired, used, or too many tries): the user must use Resend Code. */
    expired: 'The PIN has expired. Please use Resend Code to get a new one',
    /** ours: 400, POST /user/otpVerification without the `attemptId` of its password step, or a malformed one. */
    attemptInvalid: 'This sign-in attempt is not valid. Please sign in again',
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
    /** ours: 403, a call outside the caller's role (docs/decisions.md, server-side permissions). */
    forbidden: 'You do not have permission to do this',
    /** ours: 200 on POST /user/logout. */
    loggedOut: 'Logged out',
  },
  idleLock: {
    /** ours: the dialog a minute before a SuperAdmin's idle lock (docs/areas/platform.md, "Sessions and tokens"). */
    title: 'Your session is about to lock',
    /** ours: the dialog's text before its countdown, e.g. '… It locks in ' + '42 seconds' + '; you then sign in again.' */
    before: 'The console locks after 15 idle minutes. It locks in',
    after: '; you then sign in again.',
    /** ours: the countdown; `seconds` whole seconds left. */
    countdown: (seconds: number) => (seconds === 1 ? '1 second' : `${seconds} seconds`),
    /** ours: the button that keeps the session. */
    stay: 'Stay signed in',
  },
  rateLimit: {
    /** ours: 429; the answer also carries a Retry-After header in seconds. */
    tooMany: 'Too many attempts. Please try again later',
  },
  notifications: {
    empty: 'Sorry, no notifications found.',
    /** ours: answer of POST /ticket/update-notification. */
    markedRead: 'Notifications marked as read',
  },
} as const;

/**
 * Builds the sign-up notification text sent to every SuperAdmin (docs/areas/platform.md, Sign-up).
 * @returns e.g. `New Employee sign-up: Ravi Kumar`.
 */
export function signupNotificationText(role: string, firstName: string, lastName: string): string {
  return `New ${role} sign-up: ${firstName} ${lastName}`;
}

/**
 * Builds the notification sent to every SuperAdmin when a self sign-up that asked to be a Department user confirms
 * its address (docs/areas/platform.md, "Sign-up (`/signup`)"): the request waits for their approval.
 * @returns e.g. `Ravi Kumar asks to join the Billing department`.
 */
export function departmentRequestNotificationText(firstName: string, lastName: string, department: string): string {
  return `${firstName} ${lastName} asks to join the ${department} department`;
}
