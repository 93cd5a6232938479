import type { Member } from '../auth/sessions';
import { channelKind, type PusherApp } from './protocol';
import { signChannel } from './signatures';

export interface ChannelAuthorization {
  auth: string;
  /** presence channels only: the JSON text the client sends back with its subscription */
  channel_data?: string;
}

export type AuthorizationResult = { ok: true; value: ChannelAuthorization } | { ok: false; message: string };

/**
 * Who may join which channel (shell-and-public.md §7), as a Laravel `routes/channels.php` would say:
 * - `private-member.{member_id}`: only that member;
 * - `private-member.{currency}`: members of that currency;
 * - `presence-member.{currency}`: members of that currency, known to the others by id and account.
 * Public channels need no authorisation; any other private or presence channel is refused.
 */
export function authorizeChannel(app: PusherApp, member: Member, socketId: string, channel: string): AuthorizationResult {
  const kind = channelKind(channel);
  if (kind === 'public') return { ok: false, message: `${channel} is a public channel: subscribe to it without authorisation` };

  const privateMember = /^private-member\.(.+)$/.exec(channel)?.[1];
  if (privateMember !== undefined) {
    if (/^\d+$/.test(privateMember)) {
      if (Number(privateMember) !== member.id) return { ok: false, message: `${channel} belongs to another member` };
      return { ok: true, value: { auth: signChannel(app, socketId, channel) } };
    }
    if (/^[A-Z]{3}$/.test(privateMember)) {
      if (privateMember !== member.currency)
        return { ok: false, message: `${channel} is for ${privateMember} members; this member plays in ${member.currency}` };
      return { ok: true, value: { auth: signChannel(app, socketId, channel) } };
    }
  }

  const presenceCurrency = /^presence-member\.([A-Z]{3})$/.exec(channel)?.[1];
  if (presenceCurrency !== undefined) {
    if (presenceCurrency !== member.currency)
      return { ok: false, message: `${channel} is for ${presenceCurrency} members; this member plays in ${member.currency}` };
    // user_id as a string, the form Pusher documents; pusher-js reports member ids as strings too
    const channelData = JSON.stringify({ user_id: String(member.id), user_info: { member_id: member.id, member_account: member.account } });
    return { ok: true, value: { auth: signChannel(app, socketId, channel, channelData), channel_data: channelData } };
  }

  return { ok: false, message: `No authorisation rule for channel ${channel}` };
}
