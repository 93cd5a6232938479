import path from 'node:path';
import { Piscina } from 'piscina';
import type { RenderThreadAnswer, RenderThreadData } from './render-worker';
import type { PageRenderer, RenderedPage, RenderRequest, ServerRenderOptions } from './server-render';

/**
 * Renders a thread may have under way at once: a render waits now and then (a remote's files, its
 * data), and another one runs meanwhile. At 50 connections on 2 cores, 8 gave 5-10 % more pages a
 * second than 4 and a shorter p99; 1 or 2 gave 15-20 % fewer (docs/performance.md).
 */
const RENDERS_PER_THREAD = 8;

/**
 * Pages rendered in worker threads (piscina; docs/ssr.md, "Render threads"): a render is a few
 * milliseconds of JavaScript, and in the thread that answers requests it held every other answer
 * (a cached page, /api) behind it and used one core of the machine. Each thread loads the live
 * shell version's server build and the remotes' containers itself (server-render.ts), so a
 * promote or a rollback reaches every thread at its next render. A thread that fails or dies
 * answers null, as a failed render does: the browser renders that page; piscina starts another.
 */
export class RenderPool implements PageRenderer {
  private readonly pool: Piscina<RenderRequest, RenderThreadAnswer>;

  constructor(private readonly options: ServerRenderOptions & { threads: number }) {
    const workerData: RenderThreadData = { releaseDir: options.releaseDir, timeoutMs: options.timeoutMs };
    this.pool = new Piscina({
      filename: path.join(__dirname, 'render-thread.cjs'),
      // Started at the first render, not before: the server's warm-up renders start them all.
      minThreads: 0,
      maxThreads: options.threads,
      concurrentTasksPerWorker: RENDERS_PER_THREAD,
      idleTimeout: Number.POSITIVE_INFINITY,
      workerData,
    });
  }

  async render(input: RenderRequest): Promise<RenderedPage | null> {
    try {
      const { page, logs } = await this.pool.run(input);
      for (const message of logs) this.options.log?.(message);
      return page;
    } catch (error) {
      this.options.log?.(`server render thread failed for ${input.url}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
