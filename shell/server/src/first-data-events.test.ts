import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../../../sandbox/src/app';
import { serverWith } from './routes/testing';

/**
 * The first-data cache against the sandbox's real API and Pusher-protocol server: an answer is
 * kept between pages, and a banner edit (which the sandbox announces as `carousel_picture.url` on
 * `web_api.{currency}`) drops it before its time.
 */

/** Resolves once `test` holds (checked every 25 ms), or fails naming `what` after `ms`. */
async function eventually(what: string, test: () => Promise<boolean>, ms = 8000): Promise<void> {
  const started = Date.now();
  while (!(await test())) {
    if (Date.now() - started > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Boot {
  firstAnswers?: { body: { use_type: number }; data: { web_carousel_picture_list: { title: string }[] } }[];
}

/** The titles of the desktop banner list home's page carries in its boot data. */
async function bannerTitles(app: FastifyInstance): Promise<string[] | null> {
  const html = (await app.inject({ method: 'GET', url: '/' })).body;
  const boot = JSON.parse(/<script[^>]* id="casino-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Boot;
  const large = boot.firstAnswers?.find((answer) => answer.body.use_type === 0);
  return large ? large.data.web_carousel_picture_list.map((banner) => banner.title) : null;
}

describe('first data invalidated by real-time events', () => {
  let sandbox: FastifyInstance & { realtime: { port: number | null } };
  let apiUrl: string;

  beforeAll(async () => {
    sandbox = buildSandbox({ dbFile: ':memory:', realtime: { port: 0, host: '127.0.0.1' } }) as typeof sandbox;
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await sandbox.close();
  });

  const admin = (method: string, path: string, body?: unknown) =>
    fetch(`${apiUrl}/__sandbox${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });

  it('keeps home’s banners between pages and drops them when a banner changes', async () => {
    const wsPort = sandbox.realtime.port;
    if (wsPort === null) throw new Error('the sandbox real-time server is not listening');
    const { app, config, cleanup } = await serverWith({
      BACKEND_URL: apiUrl,
      REALTIME_HOST: '127.0.0.1',
      REALTIME_PORT: String(wsPort),
      // Long enough that only the event can explain a fresh answer within the test.
      FIRST_DATA_CACHE_MS: '600000',
      FIRST_DATA_TIMEOUT_MS: '3000',
      LOG_LEVEL: 'silent',
    });
    try {
      // The server joined the channel the sandbox announces banner edits on.
      await eventually('the server on web_api.RMB', async () => {
        const channels = ((await (await admin('GET', '/realtime')).json()) as { channels: { name: string }[] }).channels;
        return channels.some((channel) => channel.name === `web_api.${config.site.currency}`);
      });
      const before = await bannerTitles(app);
      expect(before?.length).toBeGreaterThan(0);

      // Kept: the backend failing now changes nothing for the next page.
      expect((await admin('POST', '/faults', { path: '/arks/web/carousel_picture', status: 500 })).status).toBe(200);
      expect(await bannerTitles(app)).toEqual(before);
      expect((await admin('DELETE', '/faults')).status).toBe(200);

      // A new first banner: the sandbox announces it, the server drops its answer, the next page has it.
      const created = await admin('POST', '/content/banners', {
        site_id: 1,
        use_type: 0,
        title: { en_US: 'Fresh from the event' },
        url: '/assets/banners/1.svg',
        link: '/faq',
        link_type: 1,
        link_method: 0,
        sort: 1_000_000,
      });
      expect(created.status).toBe(200);
      await eventually('the new banner in the page', async () => (await bannerTitles(app))?.[0] === 'Fresh from the event');
    } finally {
      await cleanup();
    }
  });
});
