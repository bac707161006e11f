import type { ReactNode } from 'react';
import { scrollToSection } from '../scroll';

/** An in-page anchor (#id) that scrolls smoothly and keeps focus order sensible. */
export function SectionLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={`#${id}`}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (scrollToSection(id)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
