/**
 * Messages of the billing area (docs/areas/billing.md, "Messages"): billing periods, statements, invoices,
 * reporting and payment failures. Spellings are the contract.
 *
 * Entries marked "ours" are not in the spec: the API answers them where the spec shows no message
 * (docs/decisions.md: show the real outcome).
 */
export const BillingMessages = {
  period: {
    alreadyProcessed: 'Records already processed.',
    generated: 'Reservation Statement generated successfully',
    endAfterStart: 'End date must be greater than start date',
    selectHotel: 'Select hotel',
    /** ours: 400, periodName missing. */
    nameRequired: 'Please enter the period name',
    /** ours: 400, startDate missing. */
    startRequired: 'Please select the start date',
    /** ours: 400, endDate missing. */
    endRequired: 'Please select the end date',
    /** ours: 400, the end date later than the end of yesterday (UTC). */
    endNotAfterYesterday: 'The end date cannot be later than yesterday (UTC)',
    /** ours: 400, a scope hotel that does not exist. */
    unknownHotel: 'One of the selected hotels does not exist',
    /** ours: 404. */
    notFound: 'Billing period not found',
    /** ours: 404, a statement row that is not in the period. */
    statementNotFound: 'Statement not found',
    /**
     * ours: 422, no reservation of the chosen hotels started in the range and could be billed (none, or only
     * cancelled or excluded ones); 'Records already processed.' stays for reservations all billed before.
     */
    nothingToBill: 'No reservations to bill were found for the chosen hotels and dates.',
  },
  statement: {
    emailed: 'Successfully sent email to Selected Hotel Manager',
    resendConfirm: 'Email has already gone out. Would you like to resend again?',
    /** ours: 422, the hotel has no revenue manager, owner or e-mail to send to. */
    noRecipient: 'This hotel has no revenue manager or owner e-mail to send the statement to',
    /** ours: the send failed before the mail was queued. */
    emailFailed: 'The statement could not be sent, please try again',
  },
  invoice: {
    generated: 'Invoice generated successfully',
    failed: 'Invoice generation has failed',
    /** ours: 409, the statement was not e-mailed yet. */
    notEmailed: 'The statement must be e-mailed to the hotel before its invoice is generated',
    /** ours: 409, the invoice exists and is paid. */
    alreadyInvoiced: 'This statement has already been invoiced',
    /** ours: 409, a charge of this invoice is under way. */
    busy: 'The invoice is being charged, please wait a moment',
    /** ours: 409, the last charge of this invoice was declined less than a minute ago (a double click). */
    declinedRecently: 'This invoice was declined less than a minute ago. Please wait a minute before trying again.',
    /** ours: the failure reason when the hotel has no payment method. */
    noPaymentMethod: 'The hotel has no payment method on file',
    /** ours: 404. */
    notFound: 'Invoice not found',
    /** ours: 404, POST /invoice for a hotel that does not exist. */
    hotelNotFound: 'Hotel not found',
    /** ours: Send by email's success; `{email}` the customer e-mail. */
    emailed: (email: string) => `Invoice sent to ${email}`,
    /** ours: 422, the invoice has no customer e-mail. */
    noEmail: 'This invoice has no customer e-mail to send it to',
    /** ours: opening the PDF failed. */
    pdfFailed: 'The invoice PDF could not be opened, please try again',
    /** ours: Send by email's question; `number` the invoice's, `email` the customer e-mail it goes to. */
    emailConfirm: (number: string, email: string) => `Send invoice ${number} to ${email}?`,
    /** ours: Send invoice's question; `{amount}` formatted with its currency (formatMoney). */
    chargeConfirm: (amount: string, hotel: string) => `Charge ${amount} to the payment method of ${hotel}?`,
    /** ours: Send invoice's question after a declined charge, with the provider's reason. */
    chargeAgainConfirm: (amount: string, hotel: string, reason: string) =>
      `The last charge was declined (${reason}). Charge ${amount} to the payment method of ${hotel} again?`,
  },
  reporting: {
    /** ours: 400, a range whose end is before its start. */
    badRange: 'The end date must not be before the start date',
    /** ours: 400, a range over the longest allowed. */
    rangeTooLong: (days: number) => `Choose a range of at most ${days} days`,
    /** ours: 404, a chain id that is not one. */
    chainNotFound: 'Property chain not found',
  },
} as const;
