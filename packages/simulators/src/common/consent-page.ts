import type { IncomingMessage, ServerResponse } from 'node:http';

/** A company the person signing in at the provider may grant access to. */
export interface ConsentCompany {
  name: string;
  organisationNumber: string;
}

export interface AuthorizeEndpoint {
  /** the provider's name on the page ('Fortnox', 'Visma eEkonomi') */
  provider: string;
  /** `/oauth-v1/auth` or `/connect/authorize`: GET shows the page, POST takes the decision */
  path: string;
  clients: Readonly<Record<string, string>>;
  /** the provider's companies in a stable order; the form names one by its index */
  companies(): readonly ConsentCompany[];
  /** a one-time code for the company at `index`, bound to the client and redirect URI */
  issueCode(index: number, clientId: string, redirectUri: string): string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:30rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;border:1px solid #c9d1d9}
h1{font-size:1.25rem;margin:0 0 1rem}
fieldset{border:1px solid #57606a;border-radius:4px;margin:1rem 0;padding:.5rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label{display:block;margin:.5rem 0}
ul{padding-left:1.25rem}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{flex:1;padding:.75rem;font-size:1rem;border-radius:4px;cursor:pointer;border:1px solid #1b1f24}
.allow{background:#0b5d1e;color:#fff;border-color:#0b5d1e}
.deny{background:#fff;color:#1b1f24}
button:focus-visible,input:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.error{color:#a40e26}`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

const errorPage = (provider: string, message: string) =>
  document(
    `${provider}: authorization failed`,
    `<h1>${escape(provider)} could not start the authorization</h1><p class="error" role="alert">${escape(message)}</p>`,
  );

interface Request {
  clientId: string;
  redirectUri: string;
  state: string | null;
  scope: string;
  responseType: string;
}

function companyChoice(companies: readonly ConsentCompany[]): string {
  const label = (c: ConsentCompany) => `${escape(c.name)} (${escape(c.organisationNumber)})`;
  if (companies.length === 1) {
    return `<p>Company: <strong>${label(companies[0]!)}</strong></p><input type="hidden" name="company" value="0">`;
  }
  const options = companies
    .map(
      (c, i) =>
        `<label><input type="radio" name="company" value="${i}" required> ${label(c)}</label>`,
    )
    .join('');
  return `<fieldset><legend>Company</legend>${options}</fieldset>`;
}

/** The provider's consent page: which app asks, for which company, for what; Allow or Deny. */
function consentPage(endpoint: AuthorizeEndpoint, request: Request): string {
  const companies = endpoint.companies();
  const scopes = request.scope
    .split(/\s+/)
    .filter(Boolean)
    .map((s) => `<li>${escape(s)}</li>`)
    .join('');
  const hidden = (name: string, value: string | null) =>
    value === null ? '' : `<input type="hidden" name="${name}" value="${escape(value)}">`;
  return document(
    `${endpoint.provider}: authorize ${request.clientId}`,
    `<h1>Authorize ${escape(request.clientId)} to use ${escape(endpoint.provider)}</h1>
<p>The app <strong>${escape(request.clientId)}</strong> asks for access to your company's data in ${escape(endpoint.provider)}.</p>
${scopes ? `<p>It asks for:</p><ul>${scopes}</ul>` : ''}
<form method="post" action="${escape(endpoint.path)}">
${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}${hidden('scope', request.scope)}
${companyChoice(companies)}
<div class="actions">
<button type="submit" class="allow" name="decision" value="allow">Allow</button>
<button type="submit" class="deny" name="decision" value="deny" formnovalidate>Deny</button>
</div>
</form>`,
  );
}

function redirectTo(redirectUri: string, params: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.toString();
}

function readRequest(params: URLSearchParams): Request {
  return {
    clientId: params.get('client_id') ?? '',
    redirectUri: params.get('redirect_uri') ?? '',
    state: params.get('state'),
    scope: params.get('scope') ?? '',
    responseType: params.get('response_type') ?? 'code',
  };
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

type Reply = { status: number; html?: string; location?: string };

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function reply(req: IncomingMessage, endpoint: AuthorizeEndpoint): Promise<Reply> {
  const { provider } = endpoint;
  const isPost = req.method === 'POST';
  const params = isPost ? await formOf(req) : new URL(req.url ?? '/', 'http://sim').searchParams;
  const request = readRequest(params);
  // without a known client and a redirect URI there is nowhere safe to send the browser
  if (!(request.clientId in endpoint.clients)) {
    return { status: 400, html: errorPage(provider, `Unknown client_id "${request.clientId}".`) };
  }
  if (!isHttpUrl(request.redirectUri)) {
    return { status: 400, html: errorPage(provider, 'redirect_uri is missing or not a URL.') };
  }
  const back = (params: Record<string, string | null>) => ({
    status: isPost ? 303 : 302,
    location: redirectTo(request.redirectUri, { ...params, state: request.state }),
  });
  if (request.responseType !== 'code') return back({ error: 'unsupported_response_type' });
  if (!isPost) return { status: 200, html: consentPage(endpoint, request) };
  if (params.get('decision') !== 'allow') return back({ error: 'access_denied' });
  const index = Number(params.get('company'));
  if (!Number.isInteger(index) || !endpoint.companies()[index]) {
    return { status: 400, html: consentPage(endpoint, request) };
  }
  return back({ code: endpoint.issueCode(index, request.clientId, request.redirectUri) });
}

/**
 * The authorize endpoint as the provider's own site serves it (RFC 6749 §4.1): GET shows the
 * consent page, POST takes Allow (a redirect with `code` and `state`) or Deny (`error=
 * access_denied`). An unknown client or a missing redirect URI gets an error page, no redirect.
 * Answers false when the request is not for the endpoint.
 */
export async function handleAuthorize(
  req: IncomingMessage,
  res: ServerResponse,
  endpoint: AuthorizeEndpoint,
): Promise<boolean> {
  const pathname = new URL(req.url ?? '/', 'http://sim').pathname.replace(/\/$/, '');
  if (pathname !== endpoint.path || !['GET', 'POST'].includes(req.method ?? '')) return false;
  const answer = await reply(req, endpoint);
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (answer.location) headers.location = answer.location;
  if (answer.html) headers['content-type'] = 'text/html; charset=utf-8';
  res.writeHead(answer.status, headers);
  res.end(answer.html ?? '');
  return true;
}
