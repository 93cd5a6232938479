import { loginSignatureHeaders, type RequestClient } from '@casino/mf-shared';
import type { LoginHeaderAnswer, LoginSessionAnswer } from '@casino/contracts';
import type { RegisterRequest } from '@casino/contracts/register-rules';

/**
 * POST /register (§3: snake_case) with the own server's signed header, as POST /login: the body
 * repeats its remote_addr and host. A registration answers the new member's session.
 */
export function postRegister(api: RequestClient, body: RegisterRequest, header: LoginHeaderAnswer): Promise<LoginSessionAnswer> {
  return api.post<LoginSessionAnswer>(
    '/register',
    { ...body, remote_addr: header.headers.remote_addr, host: header.headers.host },
    { silent: true, headers: loginSignatureHeaders(header) },
  );
}
