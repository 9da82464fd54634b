/**
 * Messages of the users area (docs/areas/users.md, "Messages"): both user lists, create and edit, role management,
 * account status, the spreadsheet upload, admins and the PIN step-up. Typos are the contract ('atlest'): keep them
 * exactly. Entries marked "ours" are not in the spec: the API answers them where the spec shows no message.
 */
export const UsersMessages = {
  list: {
    /** ours: the list is empty (or nothing matches the search and filter). */
    empty: 'Sorry, no users found.',
  },
  create: {
    emailRequired: 'Please enter Your Email Address',
    emailInvalid: 'Please enter a valid Email Address',
    roleRequired: 'Please select user role',
    passwordsMismatch: 'Passwords do not match. Please re-enter your password',
    passwordInvalid: 'Please enter Your Password, it must be atlest 6 character',
    /** ours: a Department user without a department. */
    departmentRequired: 'Please select a department',
    success: 'User created Successfully',
    failed: 'Something wrong. Please try again...',
    /** ours: 409 */
    emailTaken: 'An account with this Email Address already exists',
  },
  edit: {
    /** ours: firstName is required. */
    firstNameRequired: 'Please enter Your First Name',
    /** ours: lastName is required. */
    lastNameRequired: 'Please enter Your Last Name',
    success: 'User updated successfully.',
  },
  role: {
    /** ours: role management without a user type. */
    userTypeRequired: 'Please select user type',
    /** ours: a Revenue Manager or Owner without a chain. */
    chainRequired: 'Please select a property chain',
    /** ours: a Hotel Manager without hotels. */
    hotelsRequired: 'Please select hotels',
    /** ours: a hotel that is not of the chosen chain. */
    hotelNotInChain: 'Every hotel must belong to the selected property chain',
    /** ours: 400, changing a customer (userType APP), or making someone a customer. */
    customerLocked: 'A customer account cannot be changed here',
    /** ours: 403, granting a type above the caller's own. */
    aboveOwn: 'You cannot grant a role above your own',
    /** ours: 409, a SuperAdmin changing, disabling or deleting their own account. */
    notYourself: 'You cannot change your own account here',
    /** ours: 409, the last active SuperAdmin would be lost. */
    lastAdmin: 'The last active Admin cannot be removed',
    /** ours: 400, an `accessLevel` that is not the one of the chosen user type. */
    accessLevelMismatch: 'The access level does not match the user type',
  },
  account: {
    deleteConfirm: 'Please confirm you wish to delete this user ?',
    deleted: 'User Deleted Successfully',
    resetSent: 'Password Reset Email sent Successfully',
    /** ours: the reset-password confirmation (the spec: "each with its confirmation"). */
    resetConfirm: (name: string) => `Please confirm you wish to reset password for ${name}`,
    /** ours */
    disableConfirm: (name: string) => `Please confirm you wish to disable the account of ${name}`,
    /** ours */
    reactivateConfirm: (name: string) => `Please confirm you wish to reactivate the account of ${name}`,
    /** The spec's rule "expireDate required"; the text is ours. */
    expireDateRequired: 'Please select the expiry date',
    disabled: 'Disabled account successfully.',
    reactivated: 'Reactivate Account successfully.',
    /** The spec: 'An error happened. Error: {message}'. */
    disableFailed: (message: string) => `An error happened. Error: ${message}`,
    failed: 'Something went wrong, Please try again...',
    /** ours: 404 */
    notFound: 'User not found',
  },
  /** ours: a self sign-up's request to be a Department user (docs/areas/users.md, "Department requests"). */
  departmentRequest: {
    approveConfirm: (name: string, department: string) =>
      `Please confirm ${name} may join the ${department} department as a Department user`,
    refuseConfirm: (name: string, department: string) =>
      `Please confirm you refuse the request of ${name} to join the ${department} department`,
    approved: 'Department request approved',
    refused: 'Department request refused',
    /** 409: nothing pending (already decided, or never asked). */
    nonePending: 'This user has no pending department request',
    /** 409: the department was removed since the request. */
    departmentGone: 'The requested department no longer exists: refuse the request',
    /** 409: the address is not confirmed yet. */
    notVerified: 'This user has not confirmed the e-mail address yet',
  },
  upload: {
    success: 'Users uploaded Successfully',
    failed: 'Something went wrong. Please try again.',
    /** ours: 415, a .xls file (docs/decisions.md, "Users"). */
    xlsRefused: 'Old Excel files (.xls) are not accepted. Please save the sheet as .xlsx and upload it again',
    /** ours: 415, not a spreadsheet by its bytes. */
    notXlsx: 'Please upload an Excel file (.xlsx)',
    /** ours: 413 */
    tooLarge: 'The file is larger than 5 MB',
    /** ours: 413 */
    tooManyRows: 'The sheet has more than 5,000 rows',
    /** ours: 400, no header row with an Email column. */
    noEmailColumn: 'The sheet has no Email column',
    /** ours: a refused row whose e-mail is already used earlier in the same sheet. */
    duplicateInSheet: 'This Email Address appears earlier in the sheet',
    /** ours: 400, a request without the `file` part (or not multipart). */
    fileRequired: 'Please choose an Excel file (.xlsx) to upload',
    /** ours: 400, more than one file, or text fields beside it. */
    oneFile: 'Please upload one Excel file (.xlsx) at a time',
    /** ours: 413, a sheet whose unpacked parts exceed the limit (a zip bomb, or far more than 5,000 rows). */
    tooLargeUnpacked: 'The sheet is too large once unpacked. Please upload a smaller sheet',
    /** ours: a refused row whose Role is neither Employee nor Department (an empty Role means Employee). */
    roleInvalid: 'Role must be Employee or Department',
    /** ours: a refused row whose Department names no department. */
    departmentNotFound: 'No department has this name',
    /** ours: a refused row whose First Name or Last Name starts with = + - or @ (a formula). */
    nameUnsafe: 'First Name and Last Name cannot start with = + - or @',
    /** ours: a refused row whose First Name or Last Name is longer than PERSON_NAME_MAX_LENGTH (100). */
    nameTooLong: 'First Name and Last Name may have at most 100 characters',
  },
  admins: {
    emailRequired: 'Admin email is required',
    added: 'Admin Email Added Successfully',
    /** ours: 409 */
    alreadyAdmin: 'This user is already an Admin',
    /** ours: 409, the e-mail of a customer or a hotel account (only console users can be made Admin). */
    notConsoleUser: 'This Email Address belongs to a customer or hotel account and cannot be made an Admin',
  },
  stepUp: {
    /** ours: 403 on Add Admin or a change to Admin without a fresh PIN; the client asks for the PIN. */
    required: 'Please confirm with the PIN sent to your mobile number',
    /** ours: answer of POST /user/stepUp. */
    sent: 'A PIN has been sent to your mobile number',
    /** ours: answer of POST /user/stepUp/verify. */
    confirmed: 'PIN confirmed',
  },
  invitation: {
    /** ours: answer of POST /user/acceptInvitation. */
    accepted: 'Your account is ready. Please sign in',
    /** ours: 400, an unknown, used or expired link. */
    invalid: 'This invitation link is not valid any more. Please ask an Admin for a new one',
    /** ours: 400, an Admin's invitation without a mobile number (needed for the PIN). */
    mobileRequired: 'Please enter your mobile number in international format, e.g. +61412345678',
  },
} as const;
