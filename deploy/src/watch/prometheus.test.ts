import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PrometheusClient, PrometheusUnavailable } from './prometheus';

let server: http.Server;
let base: string;
const asked: string[] = [];
/** Answers by query: what a Prometheus with the shell server's metrics would say. */
let answer: (query: string) => unknown;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const query = url.searchParams.get('query') ?? '';
    asked.push(`${url.pathname} ${query}`);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer(query)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const vector = (value: string | null) => ({
  status: 'success',
  data: { resultType: 'vector', result: value === null ? [] : [{ metric: {}, value: [1795000000, value] }] },
});

describe('PrometheusClient', () => {
  it("asks one version's views, errors and p75 vitals over the window, with the shell server's metric names", async () => {
    asked.length = 0;
    answer = (query) =>
      query.includes('casino_rum_views_total')
        ? vector('1200')
        : query.includes('casino_rum_errors_total')
          ? vector('7')
          : query.includes('casino_rum_lcp_seconds_bucket')
            ? vector('1.85')
            : vector('NaN');

    const figures = await new PrometheusClient(base).figures('mf_games', '1.4.0', '10m');

    expect(figures).toEqual({ views: 1200, errors: 7, lcpP75: 1.85, inpP75: null });
    expect(asked).toContain('/api/v1/query sum(increase(casino_rum_views_total{remote="mf_games",version="1.4.0"}[10m]))');
    expect(asked).toContain(
      '/api/v1/query histogram_quantile(0.75, sum by (le) (increase(casino_rum_inp_seconds_bucket{remote="mf_games",version="1.4.0"}[10m])))',
    );
  });

  it('reads an empty answer as no views and no errors', async () => {
    answer = () => vector(null);
    expect(await new PrometheusClient(base).figures('mf_home', '0.2.0', '5m')).toEqual({ views: 0, errors: 0, lcpP75: null, inpP75: null });
  });

  it('says Prometheus is unavailable when it refuses the query or does not answer', async () => {
    answer = () => ({ status: 'error', errorType: 'bad_data', error: 'parse error' });
    await expect(new PrometheusClient(base).scalar('up')).rejects.toThrow(
      new PrometheusUnavailable(`Prometheus at ${base} refused the query: parse error`),
    );
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(new PrometheusClient(`http://127.0.0.1:${port}`).scalar('up')).rejects.toBeInstanceOf(PrometheusUnavailable);
  });

  it('refuses label values that could change the query', async () => {
    await expect(new PrometheusClient(base).figures('mf_games"} or vector(1) #', '1.4.0', '10m')).rejects.toThrow(
      'not a remote name or version',
    );
  });
});
