import type { AuditAction } from '@kanri/contracts/audit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { recordAuditEvent, type NewAuditEvent } from '../../services/audit.js';

/** What a route records in the audit log once it has succeeded. */
export interface AuditRule {
  action: AuditAction;
  /** The kind of record acted on (`member`, `api_token`…). */
  targetType?: string;
  /** Account-level (sign-out, password, sessions): recorded for the caller's account, in no workspace. */
  account?: boolean;
  /**
   * Read before the handler runs (the member's role before a change, the name of what is deleted),
   * once authentication and validation passed.
   */
  before?: (request: FastifyRequest, db: Database) => Promise<AuditFacts | undefined>;
  /** From the request, the reply's `data` and what `before` read; `null` records nothing (nothing changed). */
  describe?: (context: {
    request: FastifyRequest;
    data: Record<string, unknown> | undefined;
    before: AuditFacts | undefined;
  }) => AuditFacts | null;
}

/** Target and details of one event. */
export interface AuditFacts {
  targetId?: string | number | null;
  targetLabel?: string | null;
  details?: Record<string, unknown>;
  /** The workspace the event belongs to, when not the request's (a workspace renamed by id). */
  workspaceId?: number;
}

/** Fields the request supplies (who, from where, how). */
type RequestFacts = 'ip' | 'userAgent' | 'via' | 'actorId';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records one event with the request's address, user agent, actor and credential kind. */
    recordAudit: (
      request: FastifyRequest,
      event: Omit<NewAuditEvent, RequestFacts> & Partial<Pick<NewAuditEvent, 'actorId'>>,
    ) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * The audit rule of this route. Without one, a successful DELETE route with a permission is
     * recorded as `record.deleted`; `false` records nothing.
     */
    audit?: AuditRule | false;
  }
  interface FastifyRequest {
    auditBefore?: AuditFacts;
  }
}

/** A DELETE route's target: the `:id` of its path, or the `id` (or `ids`) of its body. */
function deletedTarget(request: FastifyRequest): string | number | null {
  const params = request.params as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const id = params?.id ?? body?.id ?? body?.ids;
  if (typeof id === 'number' || typeof id === 'string') return id;
  if (Array.isArray(id)) return id.join(',');
  return null;
}

function replyData(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const data = (JSON.parse(payload) as { data?: unknown }).data;
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The audit log (issue 21): routes declare what they record (`config.audit`), every successful
 * DELETE is recorded, and sign-in flows record through `app.recordAudit`. Each event is written
 * before the reply leaves, so an acknowledged change is in the log; a failure to write it is
 * logged and does not undo the change the client already made.
 */
export const auditPlugin = fp(
  async (api) => {
    api.decorate('recordAudit', async (request: FastifyRequest, event) => {
      try {
        await recordAuditEvent(api.db, {
          actorId: request.auth?.user.id ?? null,
          via: request.auth?.via ?? null,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          ...event,
        });
      } catch (error) {
        request.log.error({ err: error, action: event.action }, 'Could not write the audit event');
      }
    });
    api.decorateRequest('auditBefore', undefined);

    api.addHook('preHandler', async (request) => {
      const rule = request.routeOptions.config.audit;
      if (rule && rule.before) request.auditBefore = await rule.before(request, api.db);
    });

    api.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 400 || !request.auth) return payload;
      const { config, method, url } = request.routeOptions;
      const rule = config.audit;
      if (rule === false) return payload;
      const auth = request.auth;
      if (rule) {
        const facts = rule.describe
          ? rule.describe({ request, data: replyData(payload), before: request.auditBefore })
          : (request.auditBefore ?? {});
        if (facts === null) return payload;
        await api.recordAudit(request, {
          action: rule.action,
          workspaceId: rule.account ? null : (facts.workspaceId ?? auth.workspaceId),
          accountId: rule.account ? auth.user.id : null,
          targetType: rule.targetType ?? null,
          targetId: facts.targetId,
          targetLabel: facts.targetLabel,
          details: facts.details,
        });
      } else if (method === 'DELETE' && config.permission) {
        await api.recordAudit(request, {
          action: 'record.deleted',
          workspaceId: auth.workspaceId,
          targetType: config.permission.split('.')[0],
          targetId: deletedTarget(request),
          details: { route: `${method} ${url}` },
        });
      }
      return payload;
    });
  },
  { name: 'kanri-audit', dependencies: ['kanri-database'] },
);
