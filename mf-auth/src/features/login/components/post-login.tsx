import { usePostLogin } from '../lib/use-post-login';

/** No area of its own: honours the post-login target and announces `auth:closed`. */
export function PostLogin() {
  usePostLogin();
  return null;
}
