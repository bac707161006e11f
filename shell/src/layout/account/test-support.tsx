import { configureApiClient } from '@kanri/api-client';
import { AppProviders } from '@kanri/app-runtime';
import { createAppStore, signedIn } from '@kanri/app-state';
import type { Role, User } from '@kanri/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ok = (data: unknown, message = 'OK') => json({ error: false, message, data });

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Renders `ui` with the product's providers, signed in with `role`, against a fake server:
 * `answer(call)` replies to each request (paths without `/api/v1`); `calls` records them.
 */
export function renderSignedIn(ui: ReactNode, answer: (call: Call) => Response | Promise<Response>, role: Role = 'admin') {
  const calls: Call[] = [];
  configureApiClient({
    fetch: (async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://kanri.test').pathname.replace(/^\/api\/v1/, '');
      const raw = init?.body;
      const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
      const call = { method: init?.method ?? 'GET', path, body };
      calls.push(call);
      return answer(call);
    }) as unknown as typeof fetch,
  });
  const store = createAppStore();
  store.dispatch(signedIn({ ...USER, role }));
  const view = render(<AppProviders store={store}>{ui}</AppProviders>);
  return { ...view, calls, store };
}

export const USER: User = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  email: 'ada@kanri.test',
  phone: null,
  address: null,
  city: null,
  state: null,
  country: null,
  zip: null,
  status: 'active',
  email_verified: true,
  role: 'admin',
  role_id: 1,
  email_verified_at: null,
  workspace_id: 1,
  guard: 'api',
  photo_url: null,
  time_zone: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
