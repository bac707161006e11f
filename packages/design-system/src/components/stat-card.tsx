import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export function StatCard({ title, value, icon, hint }: { title: string; value: ReactNode; icon?: ReactNode; hint?: ReactNode }) {
  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{title}</Typography.Text>
          <div style={{ fontSize: 24, fontWeight: 600, marginTop: 4 }}>{value}</div>
          {hint ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {hint}
            </Typography.Text>
          ) : null}
        </div>
        {icon ? <div style={{ fontSize: 22, color: 'var(--kanri-color-primary, #befca9)' }}>{icon}</div> : null}
      </div>
    </Card>
  );
}
