import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config.js';
import { MediaStorage } from '../../lib/media-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Task attachments on disk (MEDIA_DIR, else `media/` in DATA_DIR). */
    media: MediaStorage;
  }
}

export interface MediaPluginOptions {
  config: Pick<ApiConfig, 'mediaDir' | 'dataDir'>;
}

/** Decorates the API with `media`; a temporary media folder (in-memory data) is removed on close. */
export const mediaPlugin = fp<MediaPluginOptions>(
  async (api, { config }) => {
    const storage = MediaStorage.fromConfig(config, api.log);
    api.decorate('media', storage);
    api.addHook('onClose', () => storage.close());
  },
  { name: 'kanri-media' },
);
