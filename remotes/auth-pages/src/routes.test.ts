import remote from './routes';
import { ROUTES } from './texts';

describe('auth-pages routes', () => {
  it('owns the five guest pages, full-page, and no sidebar entry', () => {
    expect(remote.name).toBe('kanri_auth_pages');
    expect(remote.routes.map(({ path, access, layout }) => ({ path, access, layout }))).toEqual(
      [ROUTES.login, ROUTES.register, ROUTES.emailVerification, ROUTES.forgotPassword, ROUTES.resetPassword].map((path) => ({
        path,
        access: 'guest',
        layout: 'bare',
      })),
    );
    expect(remote.nav).toEqual([]);
  });

  it('loads a page component for every route', async () => {
    for (const route of remote.routes) {
      const page = await route.page();
      expect(typeof page.default).toBe('function');
    }
  });
});
