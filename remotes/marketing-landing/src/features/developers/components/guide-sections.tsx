import { exampleJson } from '../example';
import { verificationFact, webhookEvents, type JsonSchema, type OpenApiDocument } from '../openapi-model';
import { DEVELOPERS_TEXTS, verificationRecipe } from '../texts';
import { SchemaTree } from './schema-tree';

const T = DEVELOPERS_TEXTS;

/** Anchors of the guide sections (the index links to them). */
export const GUIDE_IDS = { authentication: 'authentication', errors: 'errors', webhooks: 'webhooks' } as const;

const DEFAULT_REPLAY_WINDOW_SECONDS = 300;

export function AuthenticationSection() {
  return (
    <section aria-labelledby={GUIDE_IDS.authentication}>
      <h2 id={GUIDE_IDS.authentication}>{T.sections.authentication}</h2>
      <p>{T.auth.tokens}</p>
      <pre className="kd-pre">{T.auth.header}</pre>
      <p>{T.auth.scopes}</p>
      <p>{T.auth.workspace}</p>
      <p>{T.auth.rateLimit}</p>
    </section>
  );
}

export function ErrorsSection({ document }: { document: OpenApiDocument }) {
  const envelope = document.components?.schemas?.ErrorReply as JsonSchema | undefined;
  return (
    <section aria-labelledby={GUIDE_IDS.errors}>
      <h2 id={GUIDE_IDS.errors}>{T.sections.errors}</h2>
      <p>{T.errors.intro}</p>
      {envelope !== undefined && (
        <>
          <h3>{T.errors.shapeLabel}</h3>
          <SchemaTree schema={envelope} document={document} label={T.errors.shapeLabel} />
        </>
      )}
      <pre className="kd-pre" style={{ marginTop: 12 }}>
        {JSON.stringify(
          { error: true, message: 'The given data was invalid.', errors: { name: ['The name field is required.'] } },
          null,
          2,
        )}
      </pre>
      <table className="kd-table" style={{ marginTop: 12 }}>
        <thead>
          <tr>
            <th>{T.errors.statusLabel}</th>
            <th>{T.errors.meaningLabel}</th>
          </tr>
        </thead>
        <tbody>
          {T.errors.statuses.map(([status, meaning]) => (
            <tr key={status}>
              <td className="kd-status kd-status-fail">{status}</td>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function WebhooksSection({ document }: { document: OpenApiDocument }) {
  const events = webhookEvents(document);
  const replayWindow = Number(verificationFact(document, 'replay-window-seconds') ?? DEFAULT_REPLAY_WINDOW_SECONDS);
  const headers = events[0]?.headers ?? [];
  return (
    <section aria-labelledby={GUIDE_IDS.webhooks}>
      <h2 id={GUIDE_IDS.webhooks}>{T.sections.webhooks}</h2>
      <p>{T.webhooks.intro}</p>
      <h3>{T.webhooks.headersTitle}</h3>
      <table className="kd-table">
        <tbody>
          {headers.map((header) => (
            <tr key={header.name}>
              <th scope="row" className="kd-mono">
                {header.name}
              </th>
              <td>{header.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{T.webhooks.verifyTitle}</h3>
      <p>{T.webhooks.verifyIntro(replayWindow)}</p>
      <pre className="kd-pre" aria-label={T.webhooks.verifyTitle}>
        {verificationRecipe(replayWindow)}
      </pre>
      {events.map((event) => (
        <article
          key={event.event}
          className="kd-card"
          id={`event-${event.event}`}
          aria-label={event.event}
          style={{ padding: '4px 16px 16px' }}
        >
          <h3 className="kd-mono" style={{ fontSize: 15 }}>
            {event.event}
          </h3>
          <p className="kd-muted" style={{ marginTop: 0 }}>
            {event.description}
          </p>
          <div className="kd-grid2">
            <div>
              <h3>{T.webhooks.payload}</h3>
              <SchemaTree schema={event.schema} document={document} label={`${event.event} ${T.webhooks.payload}`} />
            </div>
            <div>
              <h3>{T.webhooks.example}</h3>
              <pre className="kd-pre">{exampleJson(event.schema, { optional: true, document })}</pre>
            </div>
          </div>
        </article>
      ))}
    </section>
  );
}
