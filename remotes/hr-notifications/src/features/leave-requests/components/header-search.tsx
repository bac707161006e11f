import { HEADER_SLOT_ID, Input, SearchOutlined } from '@kanri/design-system';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * A page's search box in the dashboard header (spec §2: the header search of a screen), through
 * the header's slot; where there is no dashboard header (a remote run alone), it stays where it is
 * rendered.
 */
export function HeaderSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [slot, setSlot] = useState<HTMLElement | null | undefined>(undefined);
  useEffect(() => setSlot(document.getElementById(HEADER_SLOT_ID)), []);
  if (slot === undefined) return null;
  const input = (
    <Input
      allowClear
      aria-label={label}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 360, flex: '1 1 240px' }}
    />
  );
  return slot ? createPortal(input, slot) : input;
}
