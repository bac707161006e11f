import { useMemo } from 'react';
import { exampleJson } from '../example';
import type { Endpoint, JsonSchema, OpenApiDocument, Parameter } from '../openapi-model';
import { DEVELOPERS_TEXTS } from '../texts';
import { curlCommand } from '../try-it';
import { SchemaTree } from './schema-tree';
import { TryItPanel } from './try-it-panel';

const T = DEVELOPERS_TEXTS.endpoint;

export function MethodBadge({ method }: { method: string }) {
  return <span className={`kd-method kd-method-${method.toLowerCase()}`}>{method}</span>;
}

/** Parameters as one object schema, so they render as a tree like the bodies. */
function parametersSchema(parameters: Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((parameter) => [
        parameter.name,
        { ...parameter.schema, description: parameter.description ?? parameter.schema.description },
      ]),
    ),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

function AuthBadges({ endpoint }: { endpoint: Endpoint }) {
  if (!endpoint.authenticated) {
    return (
      <div className="kd-badges">
        <span className="kd-badge">{T.public}</span>
        {endpoint.rateLimit && (
          <span className="kd-badge">{T.rateLimit(endpoint.rateLimit.max, endpoint.rateLimit.window_seconds)}</span>
        )}
      </div>
    );
  }
  return (
    <div className="kd-badges">
      <span className="kd-badge">{T.signedIn}</span>
      {endpoint.permission && (
        <span className="kd-badge">
          {T.permission}: <code>{endpoint.permission}</code>
        </span>
      )}
      {endpoint.roles.length > 0 && (
        <span className="kd-badge">
          {T.roles}: {endpoint.roles.join(', ')}
        </span>
      )}
      <span className="kd-badge kd-badge-strong">
        {endpoint.tokenScope ? (
          <>
            {T.scope}: <code>{endpoint.tokenScope}</code>
          </>
        ) : (
          T.sessionsOnly
        )}
      </span>
      {endpoint.rateLimit && (
        <span className="kd-badge">{T.rateLimit(endpoint.rateLimit.max, endpoint.rateLimit.window_seconds)}</span>
      )}
    </div>
  );
}

function EndpointDetails({ endpoint, document }: { endpoint: Endpoint; document: OpenApiDocument }) {
  const pathParameters = endpoint.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = endpoint.parameters.filter((parameter) => parameter.in === 'query');
  const success = endpoint.responses.find((response) => response.status.startsWith('2') && response.schema);
  const examples = useMemo(
    () => ({
      body:
        endpoint.requestBody?.contentType === 'application/json'
          ? exampleJson(endpoint.requestBody.schema, { optional: false, document })
          : undefined,
      reply: success?.schema ? exampleJson(success.schema, { optional: true, document }) : undefined,
    }),
    [endpoint, success, document],
  );
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="kd-card-body">
      {endpoint.description && <p>{endpoint.description}</p>}
      <AuthBadges endpoint={endpoint} />
      {pathParameters.length > 0 && (
        <>
          <h3>{T.pathParameters}</h3>
          <SchemaTree schema={parametersSchema(pathParameters)} document={document} label={T.pathParameters} />
        </>
      )}
      {queryParameters.length > 0 && (
        <>
          <h3>{T.queryParameters}</h3>
          <SchemaTree schema={parametersSchema(queryParameters)} document={document} label={T.queryParameters} />
        </>
      )}
      {endpoint.requestBody && (
        <>
          <h3>
            {T.body} <span className="kd-facet">{endpoint.requestBody.contentType}</span>
          </h3>
          <SchemaTree schema={endpoint.requestBody.schema} document={document} label={T.body} />
        </>
      )}
      <div className="kd-grid2">
        {examples.body !== undefined && (
          <div>
            <h3>{T.exampleBody}</h3>
            <pre className="kd-pre" aria-label={T.exampleBody}>
              {examples.body}
            </pre>
          </div>
        )}
        {examples.reply !== undefined && (
          <div>
            <h3>
              {T.exampleResponse} <span className="kd-facet">{success?.status}</span>
            </h3>
            <pre className="kd-pre" aria-label={T.exampleResponse}>
              {examples.reply}
            </pre>
          </div>
        )}
      </div>
      <h3>{T.responses}</h3>
      <table className="kd-table">
        <tbody>
          {endpoint.responses.map((response) => (
            <tr key={response.status}>
              <th scope="row" className={`kd-status ${response.status.startsWith('2') ? 'kd-status-ok' : 'kd-status-fail'}`}>
                {response.status}
              </th>
              <td>
                {response.shared ? (
                  <>
                    <a href="#errors">{T.sharedError}</a>{' '}
                    {response.description && <span className="kd-muted">— {response.description}</span>}
                  </>
                ) : (
                  response.description || (response.schema ? '' : T.noSchema)
                )}
                {response.headers.length > 0 && <span className="kd-facet">{response.headers.join(', ')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {success?.schema && !success.shared && (
        <details>
          <summary className="kd-muted" style={{ cursor: 'pointer', margin: '10px 0' }}>
            {T.responses} {success.status}: schema
          </summary>
          <SchemaTree schema={success.schema} document={document} label={`${T.responses} ${success.status}`} />
        </details>
      )}
      <h3>{T.curl}</h3>
      <pre className="kd-pre">{curlCommand(endpoint, origin, examples.body)}</pre>
      <TryItPanel endpoint={endpoint} exampleBody={examples.body} />
    </div>
  );
}

/** One endpoint: method badge, path and summary; its details (schemas, examples, replies, Try it) when open. */
export function EndpointCard({
  endpoint,
  document,
  open,
  onToggle,
}: {
  endpoint: Endpoint;
  document: OpenApiDocument;
  open: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <article className="kd-card" id={endpoint.id} aria-label={`${endpoint.method} ${endpoint.path}`}>
      <button type="button" className="kd-card-head" aria-expanded={open} onClick={() => onToggle(endpoint.id)}>
        <MethodBadge method={endpoint.method} />
        <span className="kd-card-path">{endpoint.path}</span>
        {endpoint.summary && <span className="kd-card-summary">{endpoint.summary}</span>}
      </button>
      {open && <EndpointDetails endpoint={endpoint} document={document} />}
    </article>
  );
}
