import type { FastifyInstance } from 'fastify';
import {
  AWARD_RECORD_PATH,
  BONUS_SETTING_CHECK_PATH,
  MEMBER_INFO_PATH,
  MEMBER_SEARCH_PATH,
  PROFILE_EDITABLE_FIELDS,
  PROFILE_EDIT_PATH,
  PROFILE_PATH,
  PROFILE_SMS_PATH,
  RECOMMEND_PROJECT_PATH,
  WITHDRAW_PASSWORD_PATH,
  type ProfileEditableField,
  type ProfileEditRequest,
} from '@casino/contracts';
import { changeWithdrawPassword, editProfile, memberInfo, profileOf, profileRow, sendProfileSms } from '../accounts/profile';
import { awardRecords, isFriendOn, programmeOff, recommendedMembers, recommendProject } from '../accounts/recommend';
import type { SandboxContext } from '../context';
import { fail, memberCall, ok, publicCall, type CallResult, type MemberCallOf } from '../http/call';
import { currency, siteId } from '../http/common-schemas';
import { dayRange } from '../http/day-range';
import { integer, object, string } from '../http/schema';

const day = string({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const listProps = { start_date: day, end_date: day, page: integer({ minimum: 1 }), per_page: integer({ minimum: 1, maximum: 100 }) };
const listRequired = ['start_date', 'end_date', 'page', 'per_page'] as const;

const editProps = Object.fromEntries(PROFILE_EDITABLE_FIELDS.map((field) => [field, string({ maxLength: 200 })])) as Record<
  ProfileEditableField,
  ReturnType<typeof string>
>;
const editBody = object({ ...editProps, phone_verify: string({ maxLength: 16 }) });
const withdrawPasswordBody = object(
  {
    password: string({ maxLength: 128 }),
    old_withdraw_password: string({ maxLength: 16 }),
    withdraw_password: string({ maxLength: 16 }),
    withdraw_password_confirmation: string({ maxLength: 16 }),
  },
  ['withdraw_password', 'withdraw_password_confirmation'],
);
const awardBody = object(listProps, listRequired);
const searchBody = object({ ...listProps, member_account: string({ maxLength: 64 }) }, listRequired);

function awardRecord(ctx: SandboxContext, { member, body }: MemberCallOf<typeof awardBody>): CallResult {
  const off = programmeOff(ctx.db, member);
  if (off) return off;
  const range = dayRange(body.start_date, body.end_date);
  if ('problem' in range) return fail(422, 'recommendDateRange');
  return ok(awardRecords(ctx.db, member, { ...range, page: body.page, per_page: body.per_page }));
}

function memberSearch(ctx: SandboxContext, { member, body }: MemberCallOf<typeof searchBody>): CallResult {
  const off = programmeOff(ctx.db, member);
  if (off) return off;
  const range = dayRange(body.start_date, body.end_date);
  if ('problem' in range) return fail(422, 'recommendDateRange');
  const query = { ...range, page: body.page, per_page: body.per_page, account: body.member_account ?? '' };
  return ok(recommendedMembers(ctx.db, member, query));
}

/**
 * The member's account pages and the recommend programme (member-and-account.md §1-§3, §7; the
 * shapes in @casino/contracts member-profile.ts) over accounts/profile.ts and accounts/recommend.ts:
 * profile, member info, profile editing with the register settings' is_member_center rules, the
 * withdraw password, the recommend condition (bonus setting, agent check) and the recommend pages.
 */
export function memberAccountRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  memberCall(app, ctx, PROFILE_PATH, object({}), ({ member }) => ok({ profile: profileOf(profileRow(db, member.id)) }));
  memberCall(app, ctx, MEMBER_INFO_PATH, object({ id: integer({ minimum: 1 }) }), ({ member }) => ok(memberInfo(db, member)));
  memberCall(app, ctx, PROFILE_SMS_PATH, object({ member_phone: string({ maxLength: 32 }) }), ({ body, member, request }) =>
    sendProfileSms(ctx, member, body.member_phone ?? '', request),
  );
  memberCall(app, ctx, PROFILE_EDIT_PATH, editBody, ({ body, member, lang }) => editProfile(ctx, member, body as ProfileEditRequest, lang));
  memberCall(app, ctx, WITHDRAW_PASSWORD_PATH, withdrawPasswordBody, ({ body, member }) => changeWithdrawPassword(ctx, member, body));
  publicCall(
    app,
    ctx,
    BONUS_SETTING_CHECK_PATH,
    object({ member_currency: currency, site_id: siteId }, ['member_currency', 'site_id']),
    ({ body }) => ok({ is_friend: isFriendOn(db, body.site_id, body.member_currency) }),
  );
  memberCall(app, ctx, RECOMMEND_PROJECT_PATH, object({}), ({ member }) => programmeOff(db, member) ?? ok(recommendProject(db, member)));
  memberCall(app, ctx, AWARD_RECORD_PATH, awardBody, (call) => awardRecord(ctx, call));
  memberCall(app, ctx, MEMBER_SEARCH_PATH, searchBody, (call) => memberSearch(ctx, call));
}

/**
 * /__sandbox switches of the recommend condition (docs/sandbox.md "Account and recommend"):
 * the bonus setting's is_friend per site and currency, and a member's agent application (pending
 * makes /member/apply_for_agent/check answer 104; none removes them).
 */
export function memberAccountAdminRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  const bonusBody = object({ site_id: siteId, currency, is_friend: integer({ minimum: 0, maximum: 1 }) }, [
    'site_id',
    'currency',
    'is_friend',
  ]);
  app.post<{ Body: { site_id: number; currency: string; is_friend: number } }>(
    '/bonus-settings',
    { schema: { body: bonusBody.json } },
    (request) => {
      const { site_id, currency: code, is_friend } = request.body;
      db.prepare('INSERT OR REPLACE INTO bonus_settings (site_id, currency, is_friend) VALUES (?, ?, ?)').run(site_id, code, is_friend);
      return { ok: true, site_id, currency: code, is_friend };
    },
  );

  const applicationBody = object(
    { account: string({ minLength: 1, maxLength: 64 }), site_id: siteId, status: string({ pattern: '^(pending|approved|refused|none)$' }) },
    ['account', 'status'],
  );
  app.post<{ Body: { account: string; site_id?: number; status: string } }>(
    '/members/agent-application',
    { schema: { body: applicationBody.json } },
    (request, reply) => {
      const { account, site_id = 1, status } = request.body;
      const member = db.prepare('SELECT id FROM members WHERE site_id = ? AND account = ?').get(site_id, account) as
        { id: number } | undefined;
      if (!member) return reply.code(404).send({ ok: false, error: `No member ${account} on site ${site_id}` });
      db.prepare('DELETE FROM agent_applications WHERE member_id = ?').run(member.id);
      if (status !== 'none') {
        db.prepare('INSERT INTO agent_applications (member_id, status, created_at) VALUES (?, ?, ?)').run(
          member.id,
          status,
          ctx.now().toISOString(),
        );
      }
      return { ok: true, member_id: member.id, status };
    },
  );
}
