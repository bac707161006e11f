import { Spin } from 'antd';

/** Shown while the session resolves (spec §2 "Route guard"). */
export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
      }}
    >
      <Spin size="large" />
      <span style={{ color: 'rgba(255,255,255,0.65)' }}>{label}</span>
    </div>
  );
}
