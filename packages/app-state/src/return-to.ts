import { landingRouteFor } from '@kanri/contracts/constants';

/** Where a signed-out visitor first tried to go; kept for the tab until they sign in. */
export const RETURN_TO_KEY = 'kanri.returnTo';

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Only same-origin app paths are remembered (no `//host` or absolute URLs: no open redirect). */
export function isSafeReturnPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberReturnTo(path: string) {
  if (isSafeReturnPath(path)) session()?.setItem(RETURN_TO_KEY, path);
}

export function takeReturnTo(): string | null {
  const path = session()?.getItem(RETURN_TO_KEY) ?? null;
  session()?.removeItem(RETURN_TO_KEY);
  return isSafeReturnPath(path) ? path : null;
}

/** After sign-in: back to the page first asked for, else the role's landing route (spec §2). */
export function pathAfterSignIn(role: unknown): string {
  return takeReturnTo() ?? landingRouteFor(role);
}
