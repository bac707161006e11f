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

/** Decorates the API with `media`. */
export const mediaPlugin = fp<MediaPluginOptions>(
  async (api, { config }) => {
    api.decorate('media', MediaStorage.fromConfig(config, api.log));
  },
  { name: 'kanri-media' },
);
