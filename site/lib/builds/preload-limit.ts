/** At most this many route preloads in flight at once. */
export const MAX_PRELOADS = 4;

/** Runs the tasks it is given at most `max` at a time, the others waiting their turn in order. */
export function createLimiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return (task) =>
    new Promise((resolve, reject) => {
      const start = () => {
        running++;
        void Promise.resolve().then(task).then(resolve, reject).finally(next);
      };
      if (running < max) start();
      else waiting.push(start);
    });
}

function isPrefetch(input: RequestInfo | URL, init?: RequestInit): boolean {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  return headers.has('Next-Router-Prefetch');
}

/**
 * Next's router preloads the routes of the links in view through its own queue of 5 `fetch`es,
 * each carrying `Next-Router-Prefetch: 1`. Long pages of cards (the job board, the articles) would
 * then keep 5 page renders busy on the server and the connection while the visitor may already
 * click. This wraps the page's `fetch` once so that such requests wait for one of at most
 * `MAX_PRELOADS` slots; every other request goes straight through.
 */
export function limitRoutePreloads(target: { fetch: typeof fetch } = window, max = MAX_PRELOADS): void {
  const marked = target as { fetch: typeof fetch; campusPreloadLimit?: true };
  if (marked.campusPreloadLimit) return;
  marked.campusPreloadLimit = true;
  const original = target.fetch.bind(target);
  const limit = createLimiter(max);
  target.fetch = (input, init) => (isPrefetch(input, init) ? limit(() => original(input, init)) : original(input, init));
}
