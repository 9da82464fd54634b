/** UI-only texts of the shell (the spec's own messages live in @backoffice/contracts `Messages`). */
export const ShellTexts = {
  signup: {
    firstNameRequired: 'Please enter Your First Name',
    lastNameRequired: 'Please enter Your Last Name',
    departmentRequired: 'Please select a department',
    departmentsFailed: 'The departments could not be loaded.',
  },
  pin: {
    resent: 'A new PIN has been sent to your mobile number.',
  },
  changePassword: {
    currentRequired: 'Please enter Your Current Password',
    success: 'Password changed successfully',
  },
  loadFailed: 'This could not be loaded.',
} as const;
