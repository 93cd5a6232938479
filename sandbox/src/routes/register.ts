import type { FastifyInstance } from 'fastify';
import type { AgentDomainAnswer } from '@casino/contracts';
import type { SandboxContext } from '../context';
import { ok, publicCall } from '../http/call';
import { siteId } from '../http/common-schemas';
import { boolean, object, string, stringEnum } from '../http/schema';
import { agentOfDomain, introducerAnswer } from '../register/introducers';
import { registerSettings } from '../register/judge';
import { registerMember, sendRegisterSms, serviceAgreement, verifyRegisterField, type RegisterBody } from '../register/register-member';

const domainBody = object({ host: string({ maxLength: 255 }), site_id: siteId }, ['site_id']);
const validMessageBody = object({ site_id: siteId, agent_id: string({ maxLength: 64 }), recommend_code: string({ maxLength: 64 }) }, [
  'site_id',
]);
const smsBody = object(
  { member_phone: string({ maxLength: 32 }), currency: string({ maxLength: 8 }), type: string({ maxLength: 32 }), site_id: siteId },
  ['site_id'],
);
const verificationBody = object(
  {
    site_id: siteId,
    member_currency: string({ maxLength: 8 }),
    field: stringEnum(['member_account', 'member_name', 'member_phone', 'member_email', 'identity_id']),
    value: string({ maxLength: 200 }),
  },
  ['site_id', 'member_currency', 'field', 'value'],
);
const registerBody = object(
  {
    site_id: siteId,
    member_currency: string({ minLength: 1, maxLength: 8 }),
    register_type: stringEnum(['agent', 'recommend', '']),
    agreement: boolean(),
    remote_addr: string({ maxLength: 64 }),
    host: string({ maxLength: 255 }),
    agent_domain_id: string({ maxLength: 64 }),
  },
  ['site_id', 'member_currency'],
);

/**
 * Register settings, the agreement, the introducer checks, the register SMS, the blur check and
 * POST /register itself (member-and-account.md §5, §7, §8; the codes in docs/sandbox.md) over register/.
 */
export function registerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  publicCall(app, ctx, '/arks/web/register-settings', object({ site_id: siteId }, ['site_id']), ({ body }) =>
    ok({ list: registerSettings(db, body.site_id) }),
  );
  publicCall(app, ctx, '/arks/web/register-settings/service-agreement', object({ site_id: siteId }), ({ body, lang }) =>
    ok(serviceAgreement(db, body.site_id ?? 1, lang)),
  );
  publicCall(app, ctx, '/arks/web/check-agent-domain', domainBody, ({ body }) => {
    const agent = agentOfDomain(db, body.host ?? '', body.site_id);
    const answer: AgentDomainAnswer = agent
      ? { is_valid: 1, currency: agent.currency, agent_id: agent.agent_code }
      : { is_valid: 0, currency: '', agent_id: '' };
    return ok(answer);
  });
  publicCall(app, ctx, '/register/valid_message', validMessageBody, ({ body }) =>
    ok(introducerAnswer(db, body.site_id, body.agent_id, body.recommend_code)),
  );
  publicCall(app, ctx, '/register/sms', smsBody, ({ body, request }) =>
    sendRegisterSms(ctx, request, body.site_id, body.member_phone ?? '', body.currency ?? ''),
  );
  publicCall(app, ctx, '/register/verification', verificationBody, ({ body, lang }) => verifyRegisterField(db, body, lang));
  publicCall(app, ctx, '/register', registerBody, ({ body, lang, request }) => registerMember(ctx, body as RegisterBody, request, lang));
}
