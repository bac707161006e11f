import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

const checkedSerializer = createSerializerCompiler({});

/**
 * Replies leave as `JSON.stringify` of what the route returned: services build them in the
 * contract's shape (same keys, same order), so running each row through zod on every request would
 * only burn CPU. With `check` (the API tests), every reply is also encoded with its zod schema and
 * must come out byte for byte the same, or the request fails with a 500 naming the route.
 */
export function replySerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<ZodType> {
  if (!check) return () => (data) => JSON.stringify(data);
  return (route) => {
    const viaSchema = checkedSerializer(route);
    return (data) => {
      const checked = viaSchema(data);
      const plain = JSON.stringify(data);
      if (checked !== plain) {
        throw new Error(
          `The reply of ${route.method} ${route.url} differs from its schema:\n  sent   ${plain.slice(0, 400)}\n  schema ${checked.slice(0, 400)}`,
        );
      }
      return plain;
    };
  };
}
