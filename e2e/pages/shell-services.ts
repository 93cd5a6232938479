import { SANDBOX_PORT } from '../playwright.config';

/** Sandbox controls the shell-service tests need: enc values and real-time events. */
export const sandboxSession = {
  async enc(memberAccount: string): Promise<string> {
    const response = await fetch(`http://127.0.0.1:${SANDBOX_PORT}/__sandbox/enc`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ member_account: memberAccount }),
    });
    const body = (await response.json()) as { enc?: string };
    if (!body.enc) throw new Error(`no enc for ${memberAccount}`);
    return body.enc;
  },

  async emit(channel: string, event: string, data: unknown): Promise<number> {
    const response = await fetch(`http://127.0.0.1:${SANDBOX_PORT}/__sandbox/emit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ channel, event, data }),
    });
    const body = (await response.json()) as { delivered?: number };
    return body.delivered ?? 0;
  },

  async subscribers(channel: string): Promise<number> {
    const response = await fetch(`http://127.0.0.1:${SANDBOX_PORT}/__sandbox/realtime`);
    const body = (await response.json()) as { channels?: { name: string; subscription_count: number }[] };
    return body.channels?.find((c) => c.name === channel)?.subscription_count ?? 0;
  },
};
