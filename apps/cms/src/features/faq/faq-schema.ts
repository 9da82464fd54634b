import { CmsMessages, FAQ_ANSWER_MAX_LENGTH, FAQ_QUESTION_MAX_LENGTH, isBlankHtml } from '@backoffice/contracts';
import { object, string, type ObjectSchema } from 'yup';

/** The FAQ modal's values: the question and the answer's rich HTML. */
export interface FaqForm {
  q: string;
  a: string;
}

/**
 * The FAQ modal's one schema (docs/areas/cms.md, "FAQ (`/faq`, `/faq/{fqaID}`)"), with the API's limits and
 * messages (libs/contracts cms.ts, the body of POST and PUT /faq): the question is required, trimmed, at most
 * FAQ_QUESTION_MAX_LENGTH characters; the answer is required (markup without text counts as missing) and at most
 * FAQ_ANSWER_MAX_LENGTH characters of HTML. Both missing messages are 'Your question and answer is required'.
 */
export const faqSchema: ObjectSchema<FaqForm> = object({
  q: string()
    .trim()
    .required(CmsMessages.faq.required)
    .max(FAQ_QUESTION_MAX_LENGTH, CmsMessages.faq.questionTooLong),
  a: string()
    .defined()
    .test('answer', CmsMessages.faq.required, (html) => !isBlankHtml(html))
    .max(FAQ_ANSWER_MAX_LENGTH, CmsMessages.faq.required),
});
