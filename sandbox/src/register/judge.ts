import {
  fromRegisterRequest,
  policyFromSettings,
  REQUEST_FIELD_OF,
  validateRegister,
  type RegisterContext,
  type RegisterField,
  type RegisterRequest,
  type RegisterSettingEntry,
} from '@casino/contracts/register-rules';
import type { Db } from '../db/db';

/** One failing field of a POST /register answered with REGISTER_RULE_CODE (the request's snake_case name). */
export interface RuleFailure {
  field: string;
  /** the form field it came from */
  formField: RegisterField;
  key: string;
}

/**
 * The rule step of POST /register, pure so the property test can run it without a database: the
 * body read back into form values by `fromRegisterRequest` and judged by the very schema the form
 * uses, under the policy of the site's settings for the body's currency. One entry per request
 * field (the birthday's three parts are one field), in form order.
 */
export function judgeRegisterBody(
  body: Partial<RegisterRequest>,
  settings: readonly RegisterSettingEntry[],
): { context: RegisterContext; failures: RuleFailure[] } {
  const currency = typeof body.member_currency === 'string' ? body.member_currency : '';
  const context: RegisterContext = { siteId: Number(body.site_id), currency, policy: policyFromSettings(settings, currency) };
  const failures: RuleFailure[] = [];
  for (const error of validateRegister(fromRegisterRequest(body), context)) {
    const field = REQUEST_FIELD_OF[error.field];
    if (!failures.some((failure) => failure.field === field)) failures.push({ field, formField: error.field, key: error.key });
  }
  return { context, failures };
}

/** The register settings of a site, every currency it offers (POST /arks/web/register-settings → list). */
export function registerSettings(db: Db, siteId: number): RegisterSettingEntry[] {
  return db
    .prepare(
      `SELECT r.name, r.currency, r.is_display, r.is_required, r.is_unique, r.is_member_center, r.is_verification,
              r.is_member_center_verification
       FROM register_settings r JOIN site_currencies c ON c.site_id = r.site_id AND c.currency = r.currency
       WHERE r.site_id = ? ORDER BY c.sort, r.sort, r.name`,
    )
    .all(siteId) as RegisterSettingEntry[];
}
