import type { RequestClient } from '@casino/mf-shared';
import type { ServiceAgreementAnswer } from '@casino/contracts';

/** POST /arks/web/register-settings/service-agreement: the agreement's HTML, in the page's language. */
export function postServiceAgreement(
  api: RequestClient,
  body: { site_id: number; currency: string; language: string },
): Promise<ServiceAgreementAnswer> {
  return api.post<ServiceAgreementAnswer>('/arks/web/register-settings/service-agreement', body, { silent: true });
}
