import { Select } from '@kanri/design-system';
import { useMemo } from 'react';
import { ACCOUNT_TEXTS } from './texts';

/** Every IANA zone the browser knows (a short list where `Intl.supportedValuesOf` is missing). */
export function timeZoneNames(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone');
  const names = supported && supported.length > 0 ? [...supported] : FALLBACK_ZONES;
  return names.includes('UTC') ? names : ['UTC', ...names];
}

const FALLBACK_ZONES = ['UTC', 'Europe/London', 'Europe/Paris', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo'];
/** The Select's value for "no zone of my own". */
const DEFAULT_VALUE = '__default__';

/**
 * A searchable select of IANA zones (type part of a name: "paris", "new_york"); the first option,
 * `defaultLabel`, stands for null (the workspace's or the browser's zone).
 */
export function TimeZoneSelect({
  value,
  onChange,
  defaultLabel,
  disabled,
  loading,
  id,
  status,
  ariaLabel,
}: {
  value: string | null;
  onChange: (zone: string | null) => void;
  defaultLabel: string;
  disabled?: boolean;
  loading?: boolean;
  id?: string;
  status?: 'error';
  ariaLabel: string;
}) {
  const options = useMemo(
    () => [
      { value: DEFAULT_VALUE, label: defaultLabel },
      ...timeZoneNames().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    ],
    [defaultLabel],
  );
  return (
    <Select<string>
      id={id}
      aria-label={ariaLabel}
      status={status}
      showSearch={{
        filterOption: (typed, option) => {
          const zone = option as { value: string; label: string } | undefined;
          return zone ? `${zone.value} ${zone.label}`.toLowerCase().includes(typed.trim().toLowerCase()) : false;
        },
      }}
      placeholder={ACCOUNT_TEXTS.timeZoneSearch}
      value={value ?? DEFAULT_VALUE}
      options={options}
      disabled={disabled}
      loading={loading}
      onChange={(next) => onChange(next === DEFAULT_VALUE ? null : next)}
      style={{ width: '100%' }}
      popupMatchSelectWidth
    />
  );
}
