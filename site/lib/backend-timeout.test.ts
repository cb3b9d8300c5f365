import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Timeout from './backend-timeout';
import type * as CurrentUser from './session/current-user';

// A backend on a real local port, answering each request in turn with the statuses it is given.
let server: Server;
let base = '';
let statuses: number[] = [];
let asked: string[] = [];
const USER = {
  uid: '7',
  uuid: 'c0ffee00-0000-4000-8000-000000000007',
  name: 'boulangerie',
  mail: 'contact@boulangerie.example',
  field_prenom: '',
  field_nom: '',
  field_telephone: '',
  field_organisation: 'Boulangerie',
  roles: 'authenticated',
};

function answer(request: IncomingMessage, response: ServerResponse) {
  asked.push(`${request.method} ${request.url}`);
  request.resume();
  const status = statuses.shift() ?? 200;
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(status === 200 ? [USER] : { message: 'Service Unavailable' }));
}

let timeout: typeof Timeout;
let currentUser: typeof CurrentUser;

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('DRUPAL_BASE_URL', base);
  [timeout, currentUser] = await Promise.all([import('./backend-timeout'), import('./session/current-user')]);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  statuses = [];
  asked = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the site’s own backend requests outside the Drupal client', () => {
  it('try a read once more after a passing 503: a signed-in visitor is not taken for a visitor without a session', async () => {
    statuses = [503, 200];
    expect(await currentUser.readCurrentUser('SESSabc=1')).toEqual(USER);
    expect(asked).toEqual(['GET /api/users?_format=json', 'GET /api/users?_format=json']);
    expect(console.warn).toHaveBeenCalledWith(`Backend read tried again: GET ${base}/api/users (status 503).`);
  });

  it('never try a write twice', async () => {
    statuses = [503, 201];
    const response = await timeout.backendFetch(`${base}/jsonapi/node/offre_emploi`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    expect(asked).toEqual(['POST /jsonapi/node/offre_emploi']);
  });
});
