import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers on every API reply (and the docs page). */
export const helmetPlugin = fp(
  async (api) => {
    await api.register(helmet, {
      contentSecurityPolicy: {
        // TLS ends in front of the app; on plain http (LAN, dev) this directive would break the docs page.
        directives: { upgradeInsecureRequests: null },
      },
    });
  },
  { name: 'kanri-helmet' },
);
