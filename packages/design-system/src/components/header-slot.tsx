import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The element the dashboard layout renders in its header; pages fill it through `HeaderSlot`. */
export const HEADER_SLOT_ID = 'kanri-header-slot';

/** Renders its children in the dashboard header (search box, page actions…), when there is one. */
export function HeaderSlot({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.getElementById(HEADER_SLOT_ID)), []);
  return target ? createPortal(children, target) : null;
}
