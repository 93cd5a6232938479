import { type RequestClient } from '@casino/mf-shared';
import { AGENT_OPERATION_REPORT_PATH, type OperationReportBody, type OperationReportResponse } from '@casino/contracts';

/** POST /agent/operation_report: the downline's figures period by period. */
export function postOperationReport(api: RequestClient, body: OperationReportBody): Promise<OperationReportResponse> {
  return api.post<OperationReportResponse>(AGENT_OPERATION_REPORT_PATH, body, { silent: true });
}
