import { type RequestClient } from '@casino/mf-shared';
import {
  AWARD_RECORD_PATH,
  MEMBER_SEARCH_PATH,
  RECOMMEND_PROJECT_PATH,
  type AwardRecordResponse,
  type MemberSearchRequest,
  type MemberSearchResponse,
  type RecommendListRequest,
  type RecommendProjectResponse,
} from '@casino/contracts';

/** POST /member/recommend/project: the member's code and what it brought. */
export function getRecommendProject(api: RequestClient): Promise<RecommendProjectResponse> {
  return api.post<RecommendProjectResponse>(RECOMMEND_PROJECT_PATH, {}, { silent: true });
}

/** POST /member/recommend/award_record: one page of awards in a date range, newest first. */
export function getAwardRecord(api: RequestClient, body: RecommendListRequest): Promise<AwardRecordResponse> {
  return api.post<AwardRecordResponse>(AWARD_RECORD_PATH, body, { silent: true });
}

/** POST /member/recommend/member_search: one page of the friends the member brought, optionally one account. */
export function getMemberSearch(api: RequestClient, body: MemberSearchRequest): Promise<MemberSearchResponse> {
  return api.post<MemberSearchResponse>(MEMBER_SEARCH_PATH, body, { silent: true });
}
