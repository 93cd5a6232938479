import { type RequestClient } from '@casino/mf-shared';
import { LETTERS_PAGE_SIZE, LETTERS_PATH, MEMBER_READS_GROUP, type LettersResponse } from '@casino/contracts';

/**
 * POST /arks/web/member/letter: one page of 50, newest (highest id) first (§9). The call belongs
 * to the member reads' cancel group; failures show in the list, not as toasts.
 */
export function postLetters(api: RequestClient, page: number, language: string, siteId: number): Promise<LettersResponse> {
  return api.post<LettersResponse>(
    LETTERS_PATH,
    { active: 1, count: LETTERS_PAGE_SIZE, language, page, site_id: siteId, sort_field: 'id', sort_order: 'desc' },
    { silent: true, cancelGroup: MEMBER_READS_GROUP },
  );
}
