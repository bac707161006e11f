import { Result as AntResult, type ResultProps } from 'antd';
import { BRAND_PRIMARY } from '../theme/tokens';

/** Statuses for which antd draws a light, blue illustration of its own. */
const ILLUSTRATED_STATUSES = new Set(['403', '404', '500']);

/**
 * antd's Result, except that 403, 404 and 500 show their code in the brand colour instead of antd's
 * light illustration, which clashes with the dark theme.
 */
export function Result({ status, icon, ...props }: ResultProps) {
  if (status === undefined || !ILLUSTRATED_STATUSES.has(String(status))) {
    return <AntResult status={status} icon={icon} {...props} />;
  }
  // Without the status: antd would draw its illustration whatever icon is given.
  return (
    <AntResult
      {...props}
      icon={
        icon ?? (
          <span
            aria-hidden
            data-result-code={status}
            style={{ fontSize: 96, fontWeight: 700, lineHeight: 1, color: BRAND_PRIMARY, letterSpacing: 4 }}
          >
            {status}
          </span>
        )
      }
    />
  );
}
