import { Empty } from 'antd';
import type { ReactNode } from 'react';

export function EmptyState({ title, hint, action }: { title: ReactNode; hint?: ReactNode; action?: ReactNode }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span>
          <strong style={{ display: 'block', color: 'rgba(255,255,255,0.85)' }}>{title}</strong>
          {hint ? <span style={{ color: 'rgba(255,255,255,0.55)' }}>{hint}</span> : null}
        </span>
      }
    >
      {action}
    </Empty>
  );
}
