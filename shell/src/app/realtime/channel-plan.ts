import type { SiteConfig } from '@casino/contracts';
import { depositHandlers } from './handlers/deposit-handlers';
import { gameHandlers } from './handlers/game-handlers';
import type { HandlerTable } from './handlers/handler-context';
import { letterHandlers } from './handlers/letter-handlers';
import { memberHandlers } from './handlers/member-handlers';
import { promotionHandlers } from './handlers/promotion-handlers';
import { desktopTemplateHandlers, mobileTemplateHandlers, webApiHandlers, webMemberHandlers } from './handlers/site-handlers';
import { walletHandlers } from './handlers/wallet-handlers';

export type ChannelKind = 'public' | 'private' | 'presence';

/** One channel to join and the handlers of its events. `name` is Echo's (no private-/presence- prefix). */
export interface ChannelSpec {
  kind: ChannelKind;
  name: string;
  handlers: HandlerTable;
}

/** Desktop templates that have their own channel `{template}_template` (shell-and-public.md §7). */
export const TEMPLATE_CHANNEL_TEMPLATES = ['site02', 'suncity', 'apsport'] as const;
/** The one channel of every non-origin mobile template. */
export const MOBILE_TEMPLATE_CHANNEL = 'bob_mobile_template';

export interface PlanInput {
  config: Pick<SiteConfig, 'currency' | 'template'>;
  session: { token: string | null; memberId: string | null; currency: string | null };
}

/** The channel's name on the wire: private-…, presence-… or as is. */
export function wireName(spec: Pick<ChannelSpec, 'kind' | 'name'>): string {
  return spec.kind === 'public' ? spec.name : `${spec.kind}-${spec.name}`;
}

/**
 * The channels a page joins. Everybody: web_member, web_api.{site currency} and the template
 * channels. A member (token and member id both known): private member.{member_id} with the
 * member's events, private member.{currency} (red envelopes) and presence-member.{currency}.
 */
export function channelPlan({ config, session }: PlanInput): ChannelSpec[] {
  const plan: ChannelSpec[] = [
    { kind: 'public', name: 'web_member', handlers: webMemberHandlers },
    { kind: 'public', name: `web_api.${config.currency}`, handlers: webApiHandlers },
  ];
  const desktop = config.template?.desktop?.toLowerCase();
  if (desktop && (TEMPLATE_CHANNEL_TEMPLATES as readonly string[]).includes(desktop)) {
    plan.push({ kind: 'public', name: `${desktop}_template`, handlers: desktopTemplateHandlers });
  }
  const mobile = config.template?.mobile?.toLowerCase();
  if (mobile && mobile !== 'origin') {
    plan.push({ kind: 'public', name: MOBILE_TEMPLATE_CHANNEL, handlers: mobileTemplateHandlers });
  }
  if (session.token && session.memberId) {
    const currency = session.currency ?? config.currency;
    plan.push(
      {
        kind: 'private',
        name: `member.${session.memberId}`,
        handlers: { ...memberHandlers, ...walletHandlers, ...gameHandlers, ...letterHandlers, ...depositHandlers },
      },
      { kind: 'private', name: `member.${currency}`, handlers: promotionHandlers },
      { kind: 'presence', name: `member.${currency}`, handlers: {} },
    );
  }
  return plan;
}
