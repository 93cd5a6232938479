import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startService, type Service } from '@casino/server-kit/services';
import { RUM_METRICS } from '@casino/contracts';

/** Debian's Prometheus (`.ci/run` installs it). */
const PROMETHEUS_BIN = '/usr/bin/prometheus';

/**
 * A real Prometheus for a spec (docs/deploy.md, "Watching a canary"): Debian's binary on a free
 * loopback port, its data in a temporary folder, scraping one shell server's /metrics every second
 * with the bearer token, as the scrape configuration of docs/operations.md does in production.
 */
export class PrometheusServer {
  private service: Service | null = null;
  private dir = '';
  url = '';

  constructor(
    private readonly target: { port: number; token: string },
    private readonly scrapeSeconds = 1,
  ) {}

  async start(): Promise<void> {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prometheus-e2e-'));
    const config = path.join(this.dir, 'prometheus.yml');
    // YAML is a superset of JSON: the configuration is written as JSON.
    fs.writeFileSync(
      config,
      JSON.stringify({
        global: { scrape_interval: `${this.scrapeSeconds}s`, scrape_timeout: `${this.scrapeSeconds}s` },
        scrape_configs: [
          {
            job_name: 'casino-shell',
            metrics_path: '/metrics',
            authorization: { type: 'Bearer', credentials: this.target.token },
            static_configs: [{ targets: [`127.0.0.1:${this.target.port}`] }],
          },
        ],
      }),
    );
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    this.service = await startService({
      name: 'prometheus',
      command: PROMETHEUS_BIN,
      args: [
        `--config.file=${config}`,
        `--storage.tsdb.path=${path.join(this.dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      cwd: this.dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      healthUrl: `${this.url}/-/ready`,
      quiet: true,
    });
  }

  /** Stops the server (a watcher asking it afterwards finds nobody) and removes its data. */
  async stop(): Promise<void> {
    await this.service?.stop();
    this.service = null;
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** The value of an instant PromQL query (0 for an empty answer). */
  async value(query: string): Promise<number> {
    const url = new URL('/api/v1/query', this.url);
    url.searchParams.set('query', query);
    const answer = (await (await fetch(url)).json()) as { data?: { result?: Array<{ value?: [number, string] }> } };
    return Number(answer.data?.result?.[0]?.value?.[1] ?? 0);
  }

  /** The sampled page views of a remote's version Prometheus has scraped so far (the counter's current value). */
  views(remote: string, version: string): Promise<number> {
    return this.value(`sum(${RUM_METRICS.views}{remote="${remote}",version="${version}"})`);
  }

  /** The errors attributed to a remote's version Prometheus has scraped so far. */
  errors(remote: string, version: string): Promise<number> {
    return this.value(`sum(${RUM_METRICS.errors}{remote="${remote}",version="${version}"})`);
  }
}
