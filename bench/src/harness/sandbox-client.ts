/**
 * The sandbox calls the bench needs, as the e2e helpers make them (e2e/pages/shell-services.ts):
 * the real-time server's channel list, and publishing an event on a channel. The member's login
 * is scripts/browser-tests.ts's, shared with the e2e suites.
 */
export async function subscribers(sandboxUrl: string, channel: string): Promise<number> {
  const response = await fetch(`${sandboxUrl}/__sandbox/realtime`);
  const body = (await response.json()) as { channels?: { name: string; subscription_count: number }[] };
  return body.channels?.find((entry) => entry.name === channel)?.subscription_count ?? 0;
}

/** Publishes an event; returns how many connections it was delivered to. */
export async function emit(sandboxUrl: string, channel: string, event: string, data: unknown): Promise<number> {
  const response = await fetch(`${sandboxUrl}/__sandbox/emit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ channel, event, data }),
  });
  if (!response.ok) throw new Error(`/__sandbox/emit answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { delivered?: number }).delivered ?? 0;
}

/** Waits until the page's real-time client subscribed to `channel`. */
export async function waitForSubscriber(sandboxUrl: string, channel: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await subscribers(sandboxUrl, channel)) === 0) {
    if (Date.now() > deadline) throw new Error(`no real-time subscriber on ${channel} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100)); // polling interval of the condition
  }
}
