import type { TodoCounts } from '@kanri/contracts';
import {
  CheckCircleOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  Skeleton,
  StatCard,
  SyncOutlined,
  theme,
} from '@kanri/design-system';
import type { KeyboardEvent, ReactNode } from 'react';
import type { StatusFilter } from '../todo-rules';
import { TODOS_TEXTS } from '../texts';

const T = TODOS_TEXTS.cards;

const CARDS: { key: keyof TodoCounts; title: string; filter: StatusFilter; icon: ReactNode }[] = [
  { key: 'total', title: T.total, filter: 'all', icon: <CheckSquareOutlined aria-hidden /> },
  { key: 'pending', title: T.pending, filter: 'pending', icon: <ClockCircleOutlined aria-hidden /> },
  { key: 'in_progress', title: T.in_progress, filter: 'in_progress', icon: <SyncOutlined aria-hidden /> },
  { key: 'completed', title: T.completed, filter: 'completed', icon: <CheckCircleOutlined aria-hidden /> },
  { key: 'overdue', title: T.overdue, filter: 'overdue', icon: <ExclamationCircleOutlined aria-hidden /> },
];

/**
 * The five cards of spec §2 (Total, Pending, In Progress, Completed, Overdue), from the reply's
 * `counts` over all the user's todos. A card filters the list by its status (Total: all).
 */
export function TodoStats({
  counts,
  status,
  onStatus,
}: {
  /** Undefined while the first reply loads; null when it failed. */
  counts: TodoCounts | null | undefined;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={T.label}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: 16,
        marginBottom: 24,
      }}
    >
      {CARDS.map((card) => {
        const chosen = status === card.filter;
        const choose = () => onStatus(card.filter);
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          choose();
        };
        return (
          <div
            key={card.key}
            role="button"
            tabIndex={0}
            aria-pressed={chosen}
            title={T.show(card.title)}
            data-testid={`todo-card-${card.key}`}
            onClick={choose}
            onKeyDown={onKeyDown}
            style={{
              cursor: 'pointer',
              borderRadius: token.borderRadiusLG,
              outline: chosen ? `1px solid ${token.colorPrimary}` : undefined,
              outlineOffset: -1,
            }}
          >
            <StatCard
              title={card.title}
              value={counts ? counts[card.key] : counts === null ? '—' : <Skeleton.Input active size="small" />}
              icon={
                <span style={card.key === 'overdue' && counts && counts.overdue > 0 ? { color: token.colorError } : undefined}>
                  {card.icon}
                </span>
              }
            />
          </div>
        );
      })}
    </section>
  );
}
