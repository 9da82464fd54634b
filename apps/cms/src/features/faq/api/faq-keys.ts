/** The query keys of the FAQ calls (docs/frontend-data.md, "Query keys"). */
export const faqKeys = {
  all: ['faqs'] as const,
  list: () => [...faqKeys.all, 'list'] as const,
  detail: (id: string) => [...faqKeys.all, 'detail', id] as const,
};
