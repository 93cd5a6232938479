/**
 * A render thread of the render pool (render-pool.ts): renders pages with the live shell version's
 * server build, as the server's own thread would (server-render.ts), and answers the page with what
 * went wrong, which the server logs.
 */
import { workerData } from 'piscina';
import { ServerRenderer, type RenderedPage, type RenderRequest } from './server-render';

export interface RenderThreadData {
  releaseDir: string;
  timeoutMs: number;
}

export interface RenderThreadAnswer {
  page: RenderedPage | null;
  logs: string[];
}

const { releaseDir, timeoutMs } = workerData as RenderThreadData;
const renderer = new ServerRenderer({ releaseDir, timeoutMs });

export default async function renderInThread(input: RenderRequest): Promise<RenderThreadAnswer> {
  const logs: string[] = [];
  const page = await renderer.render(input, (message) => logs.push(message));
  return { page, logs };
}
