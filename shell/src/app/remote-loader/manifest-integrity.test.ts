/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { IntegrityError, integrityOf, manifestIntegrityPlugin } from './manifest-integrity';

const body = JSON.stringify({ id: 'mf_home', name: 'mf_home' });
const sri = `sha384-${createHash('sha384').update(body).digest('base64')}`;
const base = 'https://casino.example/';

function serving(text: string): typeof fetch {
  return (async () => new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
}

const remotes = [
  { app: 'mf-home', name: 'mf_home' as const, version: '1.0.0', entry: '/remotes/mf-home/1.0.0/mf-manifest.json', integrity: sri },
  { app: 'mf-games', name: 'mf_games' as const, version: 'dev', entry: 'http://127.0.0.1:3003/mf-manifest.json' },
];

describe('manifest integrity', () => {
  it('computes the same SRI string as the deploy tool', async () => {
    await expect(integrityOf(new TextEncoder().encode(body).buffer as ArrayBuffer, 'sha384')).resolves.toBe(sri);
  });

  it('lets an untouched manifest through', async () => {
    const plugin = manifestIntegrityPlugin(remotes, base, serving(body));
    const response = (await plugin.fetch?.('https://casino.example/remotes/mf-home/1.0.0/mf-manifest.json', {})) as Response;
    await expect(response.json()).resolves.toEqual(JSON.parse(body));
  });

  it('refuses a manifest whose bytes changed', async () => {
    const plugin = manifestIntegrityPlugin(remotes, base, serving(`${body} `));
    await expect(plugin.fetch?.('/remotes/mf-home/1.0.0/mf-manifest.json', {})).rejects.toBeInstanceOf(IntegrityError);
  });

  it('leaves remotes without a recorded integrity to the default fetch', async () => {
    const plugin = manifestIntegrityPlugin(remotes, base, serving('anything'));
    expect(plugin.fetch?.('http://127.0.0.1:3003/mf-manifest.json', {})).toBeUndefined();
  });
});
