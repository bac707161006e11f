import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  title: string;
  description?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/** An area that failed: says what, offers Retry, keeps the rest of the page alive. */
export function ErrorPanel({ title, description, onRetry, retryLabel = 'Retry' }: ErrorPanelProps) {
  return (
    <div role="alert" style={{ padding: 24 }}>
      <Result
        status="warning"
        title={title}
        subTitle={description}
        extra={
          onRetry ? (
            <Button type="primary" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
