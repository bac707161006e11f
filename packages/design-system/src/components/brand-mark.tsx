import { BRAND_PRIMARY } from '../theme/tokens';

/** Kanri's mark: three board columns of different heights, drawn inline (no network images). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={BRAND_PRIMARY} />
      <rect x="7" y="8" width="4.5" height="16" rx="2" fill="#0d0f0c" />
      <rect x="13.75" y="8" width="4.5" height="11" rx="2" fill="#0d0f0c" />
      <rect x="20.5" y="8" width="4.5" height="7" rx="2" fill="#0d0f0c" />
    </svg>
  );
}
