import { type RequestClient } from '@casino/mf-shared';
import { LETTER_DESTROY_PATH } from '@casino/contracts';

/** POST /arks/web/member/letter/destroy {id}; a failure is told by the request client's toast. */
export async function postLetterDestroy(api: RequestClient, id: number): Promise<void> {
  await api.post(LETTER_DESTROY_PATH, { id });
}
