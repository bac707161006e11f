/** User-visible texts of this remote; screens and tests share them. */
export const TEXTS = {
  meetings: { title: 'Meetings', subtitle: 'Schedule and join your team meetings.' },
  notes: { title: 'Notes', subtitle: 'Your private notes.' },
  todos: { title: 'Todos', subtitle: 'Your personal to-do list.' },
  chat: { title: 'Team Chat', subtitle: 'Select a conversation to start chatting with your team' },
} as const;
