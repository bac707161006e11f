import { exchange, ExchangeError, type ExchangeResult } from '@kanri/api-client/exchange';
import { useId, useRef, useState } from 'react';
import type { Endpoint } from '../openapi-model';
import { SESSION_KEYS, useSessionValue } from '../session-value';
import { DEVELOPERS_TEXTS } from '../texts';
import { buildTryItRequest, headersOfInterest, prettyBody } from '../try-it';

const T = DEVELOPERS_TEXTS.tryIt;

type Outcome =
  { kind: 'reply'; result: ExchangeResult } | { kind: 'failure'; message: string } | { kind: 'problems'; problems: string[] };

/** "Try it": the pasted token (this tab only), workspace, parameters and JSON body → Send → the reply. */
export function TryItPanel({ endpoint, exampleBody }: { endpoint: Endpoint; exampleBody: string | undefined }) {
  const id = useId();
  const [token, setToken] = useSessionValue(SESSION_KEYS.token);
  const [workspaceId, setWorkspaceId] = useSessionValue(SESSION_KEYS.workspaceId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(exampleBody ?? '');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const parameters = endpoint.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  const jsonBody = endpoint.requestBody?.contentType === 'application/json';

  const send = async () => {
    const built = buildTryItRequest(endpoint, { token, workspaceId, values, body });
    if (!built.ok) {
      setOutcome({ kind: 'problems', problems: built.problems });
      return;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setSending(true);
    try {
      setOutcome({ kind: 'reply', result: await exchange({ ...built.request, signal: controller.signal }) });
    } catch (error) {
      setOutcome({ kind: 'failure', message: error instanceof ExchangeError ? error.message : String(error) });
    } finally {
      if (inFlight.current === controller) setSending(false);
    }
  };

  return (
    <section className="kd-tryit" aria-label={`${T.title}: ${endpoint.method} ${endpoint.path}`}>
      <h3 style={{ marginTop: 0 }}>{T.title}</h3>
      <div className="kd-row">
        <div>
          <label htmlFor={`${id}-token`}>{T.token}</label>
          <input
            id={`${id}-token`}
            className="kd-input kd-mono"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={T.tokenPlaceholder}
            value={token}
            onChange={(event) => setToken(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-workspace`}>{T.workspace}</label>
          <input
            id={`${id}-workspace`}
            className="kd-input"
            inputMode="numeric"
            value={workspaceId}
            onChange={(event) => setWorkspaceId(event.target.value)}
          />
        </div>
        {parameters.map((parameter) => (
          <div key={`${parameter.in}-${parameter.name}`}>
            <label htmlFor={`${id}-${parameter.in}-${parameter.name}`}>
              {parameter.name} ({parameter.in}
              {parameter.required ? ', required' : ''})
            </label>
            <input
              id={`${id}-${parameter.in}-${parameter.name}`}
              className="kd-input"
              value={values[parameter.name] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [parameter.name]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      <div className="kd-desc">{T.tokenHint}</div>
      {jsonBody && (
        <>
          <label htmlFor={`${id}-body`}>{T.body}</label>
          <textarea
            id={`${id}-body`}
            className="kd-textarea"
            spellCheck={false}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </>
      )}
      <div className="kd-actions">
        <button type="button" className="kd-button kd-button-primary" onClick={() => void send()} disabled={sending}>
          {sending ? T.sending : T.send}
        </button>
        {jsonBody && exampleBody !== undefined && (
          <button type="button" className="kd-button" onClick={() => setBody(exampleBody)}>
            {T.reset}
          </button>
        )}
      </div>
      {outcome?.kind === 'problems' && (
        <ul className="kd-problems" role="alert">
          {outcome.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {outcome?.kind === 'failure' && (
        <div className="kd-alert kd-result" role="alert">
          {outcome.message}
        </div>
      )}
      {outcome?.kind === 'reply' && <ReplyView result={outcome.result} />}
    </section>
  );
}

function ReplyView({ result }: { result: ExchangeResult }) {
  const ok = result.status >= 200 && result.status < 300;
  const headers = headersOfInterest(result.headers);
  const text = prettyBody(result);
  return (
    <div className="kd-result" aria-live="polite">
      <div className="kd-result-line">
        <span>
          {T.status}:{' '}
          <span className={`kd-status ${ok ? 'kd-status-ok' : 'kd-status-fail'}`} data-testid="try-it-status">
            {result.status} {result.statusText}
          </span>
        </span>
        <span>
          {T.duration}: <span className="kd-mono">{T.durationValue(result.durationMs)}</span>
        </span>
      </div>
      {headers.length > 0 && (
        <table className="kd-table" aria-label={T.headers} style={{ marginBottom: 8 }}>
          <tbody>
            {headers.map(([name, value]) => (
              <tr key={name}>
                <th className="kd-mono" scope="row">
                  {name}
                </th>
                <td className="kd-mono">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <pre className="kd-pre" aria-label={T.response}>
        {text || T.emptyBody}
      </pre>
    </div>
  );
}
