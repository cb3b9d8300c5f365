// A transparent HTTP proxy in front of the cms that counts the requests the site sends it: the
// benches point the site's DRUPAL_BASE_URL at it to see whether cached pages reach the backend.
import http from 'node:http';

/**
 * Starts the proxy on a free loopback port, forwarding to `target` (e.g. http://127.0.0.1:8080).
 * Returns its URL, the count so far (`count()`), a way to reset it, and `close()`.
 */
export async function startCountingProxy(target) {
  const upstream = new URL(target);
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests++;
    const forward = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: { ...request.headers, host: upstream.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end('{"message":"The cms is unreachable."}');
    });
    request.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => requests,
    reset: () => {
      requests = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
