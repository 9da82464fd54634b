/**
 * @backoffice/rich-text — rich HTML for the remotes: the editor (Tiptap), its safe display (DOMPurify) and text
 * helpers. NOT a module-federation shared library: each remote that imports it bundles its own copy, so this
 * weight never reaches the shell's login page. Imports Chakra only through @backoffice/ui.
 */
export {
  RichTextEditor,
  insertHtmlAt,
  slashQueryBefore,
  type RichTextEditorProps,
  type RichTextEditorHandle,
  type SlashCommand,
  type SlashCommandState,
} from './lib/rich-text-editor';
export { RichTextField, type RichTextFieldProps } from './lib/rich-text-field';
export { SafeHtml, type SafeHtmlProps } from './lib/safe-html';
export { sanitizeRichHtml } from './lib/sanitize';
export { htmlToText, excerpt } from './lib/html-text';
