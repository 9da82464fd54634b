/**
 * Canned replies (docs/areas/helpdesk.md, "Canned replies"): the management page /canned-replies and the reply form's
 * picker (button and `/` in the editor).
 */
export { CannedReplyListPage } from './canned-reply-list-page';
export {
  CannedReplyPicker,
  mayUseCannedReplies,
  useCannedReplyPicker,
  type CannedReplyPickerState,
} from './canned-reply-picker';
export { CANNED_REPLY_PATHS } from './canned-reply-paths';
