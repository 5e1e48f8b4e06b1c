import { describe, expect, it } from 'vitest';
import { useLoopbackServer } from '../../test/loopback-server';
import { HttpSilCatalogue } from './http';
import { SilUnavailableError } from './sil-catalogue';

/**
 * The HTTP SIL catalogue against a service on loopback: the paths and bearer token it sends, a 404 as "unknown", and
 * a service that is down, answers nonsense or does not answer in time as SilUnavailableError (the routes' 502).
 */

const received: { method: string; url: string; auth: string | undefined; body: string }[] = [];
let answer: { status: number; body?: unknown; hang?: boolean } = { status: 200 };

const sil = useLoopbackServer((request, body, response) => {
  received.push({ method: request.method ?? '', url: request.url ?? '', auth: request.headers.authorization, body });
  if (answer.hang) return;
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
});

const catalogue = () => new HttpSilCatalogue({ url: sil.url('/'), token: 'secret', timeoutMs: 300 });
const drug = {
  tradeName: 'Alvedon',
  atcCode: 'N02BE01',
  nplId: '20010101000001',
  marketingAuthHolder: 'Haleon Sweden AB',
  drugFormTextSv: 'Filmdragerad tablett 500 mg',
  links: { dosageLink: null },
  dosages: [{ dosageUnit: 'tablett', dosageUnitPlural: 'tabletter' }],
};

describe('the HTTP SIL catalogue', () => {
  it('searches and reads products with the token, and a 404 is an unknown product', async () => {
    answer = { status: 200, body: { results: [{ ...drug, packages: [] }] } };
    // A product without packages is not one the schema takes: the answer's shape is checked.
    await expect(catalogue().searchProducts('alve')).rejects.toBeInstanceOf(SilUnavailableError);
    const product = {
      ...drug,
      packages: [{ nplPackId: '20010101000011', size: '30 tablett(er) blister', quantity: 30, withinBenefit: true }],
    };
    answer = { status: 200, body: { results: [product] } };
    expect(await catalogue().searchProducts('alve')).toEqual([product]);
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/sil/products/search',
      auth: 'Bearer secret',
      body: JSON.stringify({ query: 'alve' }),
    });
    answer = { status: 404 };
    expect(await catalogue().product('00000000000000')).toBeNull();
  });

  it('is unavailable when the service fails, answers nonsense or does not answer in time', async () => {
    answer = { status: 500 };
    await expect(catalogue().drug(drug.nplId)).rejects.toBeInstanceOf(SilUnavailableError);
    answer = { status: 200, body: { nplId: 1 } };
    await expect(catalogue().drug(drug.nplId)).rejects.toBeInstanceOf(SilUnavailableError);
    answer = { status: 200, hang: true };
    await expect(catalogue().searchDrugs('alve')).rejects.toBeInstanceOf(SilUnavailableError);
  });
});
