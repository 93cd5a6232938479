import { type RequestClient } from '@casino/mf-shared';
import { AGENT_STRATIFIED_REPORT_PATH, type StratifiedReportBody, type StratifiedReportResponse } from '@casino/contracts';

/** POST /agent/stratified_report: the downline's figures layer by layer. */
export function postStratifiedReport(api: RequestClient, body: StratifiedReportBody): Promise<StratifiedReportResponse> {
  return api.post<StratifiedReportResponse>(AGENT_STRATIFIED_REPORT_PATH, body, { silent: true });
}
