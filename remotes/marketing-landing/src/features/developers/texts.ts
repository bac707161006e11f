/** Every user-visible text of the API docs page (/developers); the page and its tests share them. */
export const DEVELOPERS_TEXTS = {
  documentTitle: 'Kanri API reference',
  title: 'Kanri API reference',
  intro:
    'Every endpoint of the Kanri API with its request and reply schemas, generated from the same zod schemas the server validates with. Try any call with a personal access token.',
  home: 'Kanri',
  openApiLink: 'OpenAPI JSON',
  swaggerLink: 'Swagger UI',
  loading: 'Loading the API reference…',
  unreachableTitle: 'The API reference could not be loaded',
  unreachableHint: 'The API did not answer. Check that it is running, then try again.',
  retry: 'Try again',
  index: {
    label: 'API index',
    filterLabel: 'Filter endpoints',
    filterPlaceholder: 'Filter: GET /projects, tasks, invoice…',
    guides: 'Guides',
    noMatch: 'No endpoint matches this filter.',
    count: (shown: number, total: number) => (shown === total ? `${total} endpoints` : `${shown} of ${total} endpoints`),
  },
  sections: {
    authentication: 'Authentication',
    errors: 'Errors',
    webhooks: 'Events (webhooks)',
    endpoints: 'Endpoints',
  },
  auth: {
    tokens:
      'Create a personal access token in the app: user menu → API tokens. Send it with every call as a bearer token. A token acts as you, in the workspace it was made in, with your current role there, and only within its scopes.',
    header: 'Authorization: Bearer kanri_pat_…',
    scopes:
      'Scopes are per area: <area>:read allows GET calls, <area>:write every other method (write includes read). Each endpoint below names the scope it needs; endpoints marked “sessions only” (sign-in, profile, workspaces, settings, tokens, webhooks) refuse tokens.',
    workspace:
      'The optional workspace_id header selects the workspace (absent: your default workspace). A malformed value is refused with 422; a workspace you are not an active member of with 403.',
    rateLimit:
      'Calls over a rate limit are answered with 429 Too Many Requests and a Retry-After header: wait that many seconds before the next call. The X-RateLimit-Limit, -Remaining and -Reset headers tell how much is left.',
  },
  errors: {
    intro:
      'Successful replies are { error: false, message, data }. Every failure has the same shape: { error: true, message, errors? }. errors maps each invalid field (a path such as items.0.rate) to its messages, and comes with 422.',
    statusLabel: 'Status',
    meaningLabel: 'Meaning',
    shapeLabel: 'The failure envelope',
    statuses: [
      ['400', 'Malformed JSON body.'],
      ['401', 'No token, or an expired, revoked or unknown one.'],
      ['403', 'Your role may not do this, you are not a member of the workspace, or the token lacks the scope.'],
      ['404', 'No such record in the workspace, or not one you may see.'],
      ['422', 'Invalid input: errors lists the messages per field.'],
      ['429', 'Rate limited: wait for Retry-After seconds.'],
      ['500', 'Internal server error (details are logged on the server only).'],
    ] as const,
  },
  endpoint: {
    public: 'Public: no token needed',
    signedIn: 'Bearer token',
    permission: 'Permission',
    roles: 'Roles',
    scope: 'Token scope',
    sessionsOnly: 'Sessions only (API tokens are refused)',
    rateLimit: (max: number, seconds: number) => `Rate limit: ${max} calls per ${seconds} s`,
    pathParameters: 'Path parameters',
    queryParameters: 'Query parameters',
    body: 'Request body',
    exampleBody: 'Example request body',
    exampleResponse: 'Example response',
    responses: 'Responses',
    sharedError: 'Failure envelope',
    curl: 'curl',
    show: 'Show details',
    hide: 'Hide details',
    noSchema: 'No body',
  },
  schema: {
    required: 'required',
    optional: 'optional',
    oneOf: 'one of',
    items: 'items',
    anyKey: '{key}',
    enumLabel: 'one of',
    min: 'min',
    max: 'max',
    length: 'length',
    pattern: 'pattern',
    format: 'format',
    constant: 'always',
  },
  tryIt: {
    title: 'Try it',
    token: 'Personal access token',
    tokenHint: 'Kept in this tab only (sessionStorage), sent only to this site.',
    tokenPlaceholder: 'kanri_pat_…',
    workspace: 'workspace_id (optional)',
    body: 'JSON body',
    reset: 'Reset to example',
    send: 'Send',
    sending: 'Sending…',
    status: 'Status',
    duration: 'Duration',
    headers: 'Headers',
    response: 'Response body',
    emptyBody: '(empty body)',
    missingParameter: (name: string) => `Fill in ${name}.`,
    badWorkspace: 'workspace_id must be a whole number.',
    badJson: (detail: string) => `The body is not valid JSON: ${detail}`,
    multipart: 'This endpoint takes a file upload (multipart/form-data): use the curl command above.',
    binaryBody: (type: string, length: number) => `(${type}, ${length} bytes)`,
    durationValue: (ms: number) => `${ms} ms`,
  },
  webhooks: {
    intro:
      'A workspace admin adds webhooks in Settings → Webhooks. Each event is sent as a JSON POST to the webhook’s URL; any 2xx reply counts as delivered, anything else is retried with exponential back-off.',
    headersTitle: 'Delivery headers',
    verifyTitle: 'Verifying a delivery',
    verifyIntro: (seconds: number) =>
      `Compute the HMAC-SHA256 of "<t>.<raw body>" with the webhook’s secret over the raw bytes of the body (before any JSON parsing), compare it in constant time with every v1 value of X-Kanri-Signature, and refuse a t further than ${seconds} seconds from your clock (replays).`,
    payload: 'Payload',
    example: 'Example delivery body',
  },
} as const;

/** The verification recipe shown on the page (Node, no dependencies). */
export function verificationRecipe(replayWindowSeconds: number): string {
  return `import { createHmac, timingSafeEqual } from 'node:crypto';

const REPLAY_WINDOW_SECONDS = ${replayWindowSeconds};

/** rawBody: the request body exactly as received (a string or Buffer, before JSON.parse). */
export function verifyKanriWebhook(rawBody, signatureHeader, secret, now = Date.now()) {
  let timestamp = null;
  const signatures = [];
  for (const part of String(signatureHeader ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key === 't' && /^\\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - timestamp) > REPLAY_WINDOW_SECONDS) return false;

  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

// Express: keep the raw body for the check.
// app.post('/kanri-webhook', express.raw({ type: 'application/json' }), (req, res) => {
//   if (!verifyKanriWebhook(req.body.toString('utf8'), req.get('X-Kanri-Signature'), process.env.KANRI_WEBHOOK_SECRET)) {
//     return res.status(400).end();
//   }
//   const delivery = JSON.parse(req.body.toString('utf8'));
//   res.status(204).end();
// });`;
}
