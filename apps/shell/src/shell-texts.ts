/** UI-only texts of the shell (the messages the API shares live in @backoffice/contracts `PlatformMessages`). */
export const ShellTexts = {
  signup: {
    departmentsFailed: 'The departments could not be loaded.',
    /** Under the department select: the Department role is a request (docs/areas/platform.md, "Sign-up (`/signup`)"). */
    departmentRequest: 'An administrator approves a Department account; until then you sign in as an Employee.',
  },
  pin: {
    resent: 'A new PIN has been sent to your mobile number.',
  },
  changePassword: {
    currentRequired: 'Please enter Your Current Password',
  },
  loadFailed: 'This could not be loaded.',
} as const;
