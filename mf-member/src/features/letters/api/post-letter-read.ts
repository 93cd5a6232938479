import { type RequestClient } from '@casino/mf-shared';
import { LETTER_READ_PATH } from '@casino/contracts';

/** POST /arks/web/member/letter/read {id}; a failure is told by the request client's toast. */
export async function postLetterRead(api: RequestClient, id: number): Promise<void> {
  await api.post(LETTER_READ_PATH, { id });
}
