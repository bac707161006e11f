import type { Tag, TagStoreRequest } from '@kanri/contracts';
import { apiCall } from '../http';

/** GET /tags: the workspace's tags (the six labels first). */
export const listTags = () => apiCall<Tag[]>('/tags');

/** POST /tags/store `{ name, color }`. */
export const createTag = (body: TagStoreRequest) => apiCall<Tag>('/tags/store', { method: 'POST', body });
