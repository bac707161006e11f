/** Query keys of Team Chat, every one under `chatKeys.all` (the page's own: only chat reads them). */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => ['chat', 'conversations'] as const,
  conversationList: (archived: boolean) => ['chat', 'conversations', archived ? 'archived' : 'active'] as const,
  browse: (search: string) => ['chat', 'browse', search] as const,
  members: (id: number) => ['chat', 'members', id] as const,
  histories: (id: number) => ['chat', 'history', id] as const,
  /** The latest page first (`around` null), or the page around a message (a mention, a search hit). */
  history: (id: number, around: number | null) => ['chat', 'history', id, around ?? 'latest'] as const,
  search: (q: string) => ['chat', 'search', q] as const,
  threads: () => ['chat', 'thread'] as const,
  thread: (parentId: number) => ['chat', 'thread', parentId] as const,
};
