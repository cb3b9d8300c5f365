import { scrubBreadcrumb, scrubEvent } from './scrub';

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
  // Transactions only exist if tracing is turned on one day; scrubbed all the same.
  beforeSend: scrubEvent,
  beforeSendTransaction: scrubEvent,
  beforeBreadcrumb: scrubBreadcrumb,
};
