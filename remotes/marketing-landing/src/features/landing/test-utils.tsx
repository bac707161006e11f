import { LocationProbe, renderWithApp } from '@kanri/testing';
import type { ReactElement } from 'react';

/** Renders a landing-page element at `/` with the providers the shell gives it (nobody signed in), plus a probe of the current path. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderWithApp(
    [
      {
        path: '/',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { path, role: null },
  );
}
