import type { StatusCategory } from '@kanri/contracts';

/** A row of either list: statuses have a category, priorities do not. */
export interface WorkflowItem {
  id: number;
  name: string;
  color: string;
  position: number;
  task_count: number;
  category?: StatusCategory;
}

export interface WorkflowCreateInput {
  name: string;
  color: string;
  category?: StatusCategory;
}

export interface WorkflowUpdateInput {
  id: number;
  name?: string;
  color?: string;
  category?: StatusCategory;
  /** 0-based place in the order; the server moves the item there and renumbers the rest. */
  position?: number;
}

/** Nouns and texts of one screen; the rest is shared (../workflow/texts.ts). */
export interface WorkflowKindTexts {
  title: string;
  subtitle: string;
  /** Lower-case singular noun: "status". */
  singular: string;
  /** Label of the list (screen readers): "Statuses". */
  listLabel: string;
  newTitle: string;
  addButton: string;
  namePlaceholder: string;
  empty: string;
  emptyHint: string;
  loadFailed: string;
  readOnly: string;
  deleteTitle: string;
}

/**
 * What the shared list/editor needs to know about one kind of workflow item: its texts, its
 * server calls and messages, and whether it has a category (statuses) and must keep one (statuses).
 */
export interface WorkflowKind {
  id: 'statuses' | 'priorities';
  texts: WorkflowKindTexts;
  queryKey: readonly unknown[];
  list: () => Promise<WorkflowItem[]>;
  create: (input: WorkflowCreateInput) => Promise<WorkflowItem>;
  update: (input: WorkflowUpdateInput) => Promise<WorkflowItem>;
  remove: (input: { id: number; move_to?: number }) => Promise<unknown>;
  /** The server's reply messages (contracts), toasted on success. */
  messages: {
    created: string;
    updated: string;
    deleted: string;
    /** The server's refusal while `count` tasks use the item. */
    inUse: (count: number) => string;
  };
  /** Statuses: category choices (value and label), in order. Priorities: none. */
  categories?: readonly { value: StatusCategory; label: string }[];
  /** The server refuses to delete the last one (statuses); this message says why. */
  lastMessage?: string;
  defaultColor: string;
}
