/** Query keys of the knowledge-base screen; everything under `all` is refreshed after a change. */
export const kbKeys = {
  all: ['admin-kb'] as const,
  lists: ['admin-kb', 'articles'] as const,
  list: (q: string, cursor: string | null) => ['admin-kb', 'articles', q, cursor] as const,
  article: (id: string) => ['admin-kb', 'article', id] as const,
  history: (id: string) => ['admin-kb', 'article', id, 'history'] as const,
};
