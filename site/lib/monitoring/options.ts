import { scrubBreadcrumb, scrubEvent } from './scrub';

/**
 * Integrations left out everywhere: no performance tracing (and so no trace headers on the site's
 * requests), no release-health sessions (one request per page view or per server error, for nothing
 * we use), no local variables of stack frames.
 */
const LEFT_OUT = new Set(['BrowserTracing', 'BrowserSession', 'ProcessSession', 'LocalVariables', 'LocalVariablesAsync']);

/**
 * The options every Sentry client of the site starts with (server, edge and browser): collect no
 * personal data (`dataCollection`, which replaced `sendDefaultPii` in SDK 11, all off), propagate no
 * trace headers to other services, and scrub whatever is sent anyway (./scrub.ts).
 */
export const privacyOptions = {
  dataCollection: {
    userInfo: false,
    cookies: false,
    httpHeaders: false,
    httpBodies: [],
    urlQueryParams: false,
    graphQL: { document: false, variables: false },
    genAI: { inputs: false, outputs: false },
    databaseQueryData: false,
    queues: false,
    stackFrameVariables: false,
  },
  tracePropagationTargets: [],
  maxBreadcrumbs: 30,
  integrations: <T extends { name: string }>(defaults: T[]): T[] => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
  // No tracing: no transactions nor spans to scrub (`beforeSendTransaction` is ignored in SDK 11).
  beforeSend: scrubEvent,
  beforeBreadcrumb: scrubBreadcrumb,
};
