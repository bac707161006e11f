import { isSafeReturnPath, pathAfterSignIn, rememberReturnTo, takeReturnTo } from './return-to';

describe('return-to after sign-in', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns to the page first asked for, once', () => {
    rememberReturnTo('/dashboard/notes?tab=pinned');
    expect(pathAfterSignIn('admin')).toBe('/dashboard/notes?tab=pinned');
    expect(pathAfterSignIn('admin')).toBe('/dashboard/users');
  });

  it("falls back to the role's landing route", () => {
    expect(pathAfterSignIn('developer')).toBe('/dashboard/tasks');
    expect(pathAfterSignIn(undefined)).toBe('/dashboard');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil', 'dashboard', ''])('refuses %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
    rememberReturnTo(path);
    expect(takeReturnTo()).toBeNull();
  });
});
