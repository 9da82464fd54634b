import type { SystemStyleObject } from '@backoffice/ui';

/**
 * Typography of rich HTML inside the editor and in SafeHtml: Chakra's preflight resets lists, headings and
 * quotes, so the content needs its own rules to look like what the author wrote.
 */
export const richContentCss: SystemStyleObject = {
  wordBreak: 'break-word',
  '& p': { my: '1' },
  '& ul': { listStyleType: 'disc', ps: '6', my: '1' },
  '& ol': { listStyleType: 'decimal', ps: '6', my: '1' },
  '& li > p': { my: '0' },
  '& a': { color: 'blue.600', textDecoration: 'underline' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border.emphasized', ps: '3', color: 'fg.muted', my: '2' },
  '& h1': { fontSize: '2xl', fontWeight: 'bold', my: '2' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', my: '2' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', my: '2' },
  '& h4, & h5, & h6': { fontWeight: 'semibold', my: '2' },
  '& pre': { fontFamily: 'mono', bg: 'bg.muted', p: '2', borderRadius: 'sm', overflowX: 'auto' },
  '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  '& pre code': { bg: 'transparent', px: '0' },
  '& hr': { my: '3', borderColor: 'border' },
  '& img': { maxW: '100%', h: 'auto' },
  '& table': { borderCollapse: 'collapse', my: '2' },
  '& td, & th': { borderWidth: '1px', px: '2', py: '1' },
  '& .ql-align-center': { textAlign: 'center' },
  '& .ql-align-right': { textAlign: 'right' },
  '& .ql-align-justify': { textAlign: 'justify' },
};
