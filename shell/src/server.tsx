/**
 * The shell's server build (docs/ssr.md): the shell server requires this file of the live shell
 * version and renders pages with it. Like the browser entry, everything else sits behind an async
 * boundary, where the shared singletons are negotiated before any of the app's code runs.
 */
import type { RenderInput, RenderOutcome } from './server/render';

export type { RenderInput, RenderOutcome } from './server/render';

export async function renderPage(input: RenderInput): Promise<RenderOutcome> {
  const { renderPage: render } = await import(/* webpackChunkName: "render" */ './server/render');
  return render(input);
}
