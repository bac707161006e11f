import type { ErrorPanelProps } from '@kanri/design-system';
import { lazy, Suspense } from 'react';

const Panel = lazy(() => import('@kanri/design-system').then((module) => ({ default: module.ErrorPanel })));

/**
 * design-system's ErrorPanel, loaded with its main entry when an area first fails: the shell's start
 * and a public page import only the essentials entry (infra/bench: page weight).
 */
export function ErrorPanel(props: ErrorPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
