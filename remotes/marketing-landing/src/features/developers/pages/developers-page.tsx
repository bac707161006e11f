import { BrandMark } from '@kanri/design-system/essentials';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { OPENAPI_URL, useOpenApiDocument } from '../api/openapi-document';
import { DevelopersStyles } from '../components/developers-styles';
import { EndpointCard, MethodBadge } from '../components/endpoint-card';
import { AuthenticationSection, ErrorsSection, GUIDE_IDS, WebhooksSection } from '../components/guide-sections';
import { endpointGroups, filterGroups, type OpenApiDocument } from '../openapi-model';
import { DEVELOPERS_TEXTS as T } from '../texts';

const SWAGGER_URL = '/api/docs';

function scrollTo(id: string) {
  // After the render that opens the card.
  window.requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView?.({ block: 'start' }));
}

function Reference({ document: openApi }: { document: OpenApiDocument }) {
  const groups = useMemo(() => endpointGroups(openApi), [openApi]);
  const total = useMemo(() => groups.reduce((count, group) => count + group.endpoints.length, 0), [groups]);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterGroups(groups, filter), [groups, filter]);
  const shownCount = shown.reduce((count, group) => count + group.endpoints.length, 0);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const show = (id: string) => {
    setOpen((current) => new Set(current).add(id));
    scrollTo(id);
  };

  // A link to /developers#get-api-v1-projects opens that endpoint.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id && groups.some((group) => group.endpoints.some((endpoint) => endpoint.id === id))) show(id);
  }, [groups]);

  return (
    <div className="kd-layout">
      <nav className="kd-index" aria-label={T.index.label}>
        <label htmlFor="kd-filter" className="kd-muted" style={{ fontSize: 12 }}>
          {T.index.filterLabel}
        </label>
        <input
          id="kd-filter"
          className="kd-input"
          type="search"
          placeholder={T.index.filterPlaceholder}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <div className="kd-count" aria-live="polite">
          {T.index.count(shownCount, total)}
        </div>
        <h2>{T.index.guides}</h2>
        <ul>
          <li>
            <a href={`#${GUIDE_IDS.authentication}`}>{T.sections.authentication}</a>
          </li>
          <li>
            <a href={`#${GUIDE_IDS.errors}`}>{T.sections.errors}</a>
          </li>
          <li>
            <a href={`#${GUIDE_IDS.webhooks}`}>{T.sections.webhooks}</a>
          </li>
        </ul>
        {shown.length === 0 && <p className="kd-muted">{T.index.noMatch}</p>}
        {shown.map((group) => (
          <div key={group.tag}>
            <h2>{group.tag}</h2>
            <ul>
              {group.endpoints.map((endpoint) => (
                <li key={endpoint.id}>
                  <button
                    type="button"
                    aria-label={`${endpoint.method} ${endpoint.path}`}
                    aria-current={open.has(endpoint.id)}
                    onClick={() => show(endpoint.id)}
                  >
                    <MethodBadge method={endpoint.method} />
                    <span className="kd-index-path">{endpoint.path}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <main className="kd-main">
        <h1>{T.title}</h1>
        <p className="kd-muted">{T.intro}</p>
        <p className="kd-muted">
          {openApi.info?.title} {openApi.info?.version} · OpenAPI {openApi.openapi}
        </p>
        <AuthenticationSection />
        <ErrorsSection document={openApi} />
        <h2>{T.sections.endpoints}</h2>
        {shown.length === 0 && <p className="kd-muted">{T.index.noMatch}</p>}
        {shown.map((group) => (
          <section key={group.tag} aria-label={group.tag}>
            <h3 style={{ textTransform: 'capitalize' }}>{group.tag}</h3>
            {group.endpoints.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                document={openApi}
                open={open.has(endpoint.id)}
                onToggle={toggle}
              />
            ))}
          </section>
        ))}
        <WebhooksSection document={openApi} />
      </main>
    </div>
  );
}

/** The public API docs page at /developers: the OpenAPI document as a readable, tryable reference. */
export default function DevelopersPage() {
  const query = useOpenApiDocument();
  useEffect(() => {
    const previous = document.title;
    document.title = T.documentTitle;
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <div className="kd-root">
      <DevelopersStyles />
      <header className="kd-header">
        <Link to="/" className="kd-brand">
          <BrandMark size={24} />
          {T.home}
        </Link>
        <span className="kd-muted">{T.title}</span>
        <div className="kd-header-links">
          <a href={SWAGGER_URL}>{T.swaggerLink}</a>
          <a href={OPENAPI_URL}>{T.openApiLink}</a>
        </div>
      </header>
      {query.isPending && (
        <div className="kd-panel-state" role="status">
          {T.loading}
        </div>
      )}
      {query.isError && (
        <div className="kd-panel-state" role="alert">
          <h1 style={{ fontSize: 20, marginTop: 0 }}>{T.unreachableTitle}</h1>
          <p className="kd-muted">{T.unreachableHint}</p>
          <p className="kd-alert">{query.error.message}</p>
          <button
            type="button"
            className="kd-button kd-button-primary"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {T.retry}
          </button>
        </div>
      )}
      {query.data && <Reference document={query.data} />}
    </div>
  );
}
