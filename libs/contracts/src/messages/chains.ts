/**
 * Messages of the property chains area (docs/areas/chains.md, "Messages"): chains, their managers and the Expedia
 * error list. Spellings are the contract. Entries marked "ours" are not in the spec: the API answers them where
 * the spec shows no message (docs/decisions.md: show the real outcome).
 */
export const ChainsMessages = {
  chain: {
    nameRequired: 'Please Enter Property Chain Name',
    rateRequired: 'Please Enter Commission Rate',
    /** ours: 400, the rate including GST is not the other two added. */
    rateSum: 'The commission rate including GST must equal the rate excluding GST plus the GST part',
    /** ours: 400, a rate below 0 or above 100, or with more than 2 decimals. */
    rateRange: 'Commission rates are percentages from 0.01 to 100 with at most 2 decimals',
    added: 'Added Successfully',
    updated: 'Updated Successfully',
    deleted: 'Deleted successfully',
    failed: 'Something went wrong. Please try again',
    deleteConfirm: 'Do you want to delete this property chain?',
    /** ours: 409. */
    otherLocked: 'The property chain Other cannot be renamed or deleted',
    /** ours: 409. */
    nameTaken: 'A property chain with this name already exists',
    /** ours: 409, deleting a chain that still has hotels. */
    hasHotels: (n: number) => `This property chain still has ${n} hotel${n === 1 ? '' : 's'}: move ${n === 1 ? 'it' : 'them'} to another chain before deleting it`,
    /** ours: 409, deleting a chain that still has managers. */
    hasManagers: (n: number) => `This property chain still has ${n} manager${n === 1 ? '' : 's'}: remove ${n === 1 ? 'it' : 'them'} before deleting it`,
    /** ours: 404. */
    notFound: 'Property chain not found',
  },
  manager: {
    firstNameRequired: 'Please Enter First Name',
    lastNameRequired: 'Please Enter Last Name',
    emailRequired: 'Please Enter Email',
    emailInvalid: 'Please enter a valid Email Address',
    typeRequired: 'Please Select Manager Type',
    hotelsRequired: 'Please Select Hotels For Manager',
    added: 'Manager Added Successfully',
    updated: 'Manager Updated Successfully',
    deleted: 'Manager Deleted Successfully',
    deleteConfirm: 'Please confirm you wish to delete this manager ?',
    /** ours: 400, a manager without a chain. */
    chainRequired: 'Please Select Property Chain',
    /** ours: 400. */
    hotelsOutsideChain: 'A Hotel Manager may only get hotels of its property chain',
    /** ours: 409. */
    emailTaken: 'This email address already has an account',
    /** ours: 404. */
    notFound: 'Manager not found',
  },
  report: {
    statusChanged: 'Status Changed Successfully',
    /** ours: the public report's answer. */
    filed: 'Thank you: the error was reported',
    /** ours: 404. */
    notFound: 'Report not found',
  },
} as const;
