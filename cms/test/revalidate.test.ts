import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from './support.js';

describe('revalidation hook', () => {
  let sink: Server;
  let server: TestServer;
  const calls: URL[] = [];
  let failNext = 0;

  beforeAll(async () => {
    sink = createServer((request, response) => {
      calls.push(new URL(request.url ?? '/', 'http://sink'));
      response.statusCode = failNext-- > 0 ? 503 : 200;
      response.end('{"revalidated":true}');
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', () => resolve()));
    const { port } = sink.address() as AddressInfo;
    server = await startTestServer('pglite', { revalidate: { url: `http://127.0.0.1:${port}/api/revalidate`, secret: 'un-secret-partage-de-test' } });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => sink.close(resolve));
  });

  async function waitForCalls(count: number): Promise<void> {
    for (let i = 0; i < 100 && calls.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('calls the site with the secret, the alias and the cache tags after each change, retrying once', async () => {
    const company = new Client(server.url);
    await company.login('boulangerie-martin', 'demo-entreprise');
    const contract = (await company.get('/jsonapi/taxonomy_term/type_contrat?filter[name]=CDI')).body.data[0].id;
    failNext = 1;
    const created = await company.write('POST', '/jsonapi/node/offre_emploi', {
      data: {
        type: 'node--offre_emploi',
        attributes: {
          title: 'Boulanger confirmé',
          field_entreprise: 'Boulangerie Martin',
          field_description: { value: '<p>Poste en CDI.</p>', format: 'basic_html' },
          field_ville: 'Rennes',
          field_code_postal: '35000',
          field_date_expiration: '2099-06-30',
        },
        relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
      },
    });
    expect(created.status).toBe(201);
    await waitForCalls(2);
    expect(calls).toHaveLength(2); // the first answered 503, so it was retried once
    const call = calls[1]!;
    expect(call.pathname).toBe('/api/revalidate');
    expect(call.searchParams.get('secret')).toBe('un-secret-partage-de-test');
    expect(call.searchParams.get('path')).toBe('/offres-emploi/boulanger-confirme');
    expect(call.searchParams.get('tags')).toBe(`node:${created.body.data.id},node_list:offre_emploi`);
    calls.length = 0;
    expect((await company.write('DELETE', `/jsonapi/node/offre_emploi/${created.body.data.id}`)).status).toBe(204);
    await waitForCalls(1);
    expect(calls[0]?.searchParams.get('tags')).toContain('node_list:offre_emploi');
  });
});
