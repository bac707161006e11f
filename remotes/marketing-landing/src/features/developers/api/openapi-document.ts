import { exchange } from '@kanri/api-client/exchange';
import { useQuery } from '@tanstack/react-query';
import type { OpenApiDocument } from '../openapi-model';

/** Where the API serves its OpenAPI 3.1 document (same origin). */
export const OPENAPI_URL = '/api/openapi.json';

/** Query keys of this feature (the document only this page reads). */
export const developersKeys = {
  all: ['developers'] as const,
  document: () => [...developersKeys.all, 'openapi'] as const,
};

export async function loadOpenApiDocument(): Promise<OpenApiDocument> {
  const reply = await exchange({ method: 'GET', url: OPENAPI_URL, headers: { Accept: 'application/json' } });
  if (reply.status !== 200) throw new Error(`HTTP ${reply.status}: ${reply.statusText}`);
  const document = JSON.parse(reply.body) as OpenApiDocument;
  if (typeof document !== 'object' || document === null || !document.paths) throw new Error('Not an OpenAPI document');
  return document;
}

/** The API's OpenAPI document, loaded once per page visit. */
export function useOpenApiDocument() {
  return useQuery({ queryKey: developersKeys.document(), queryFn: loadOpenApiDocument, staleTime: Infinity, retry: false });
}
