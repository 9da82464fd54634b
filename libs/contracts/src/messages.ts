/**
 * The spec's user-facing messages, defined once for the API and the UI (DECISIONS.md: "Contract and messages").
 * Typos are the contract ('atlest'): keep them exactly. Spec 1 sections 5 and 8.
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
  },
  pin: {
    invalid: 'Please enter the OTP that is sent to your mobile number',
  },
  admin: {
    welcome: 'Welcome back, Admin!',
  },
  notifications: {
    empty: 'Sorry, no notifications found.',
  },
  lists: {
    empty: 'Sorry, no records found.',
  },
  generic: {
    somethingWrong: 'Something went wrong, Please try again...',
  },
} as const;
