import { makeAutoObservable, runInAction } from 'mobx';
import { isRequestError, type RequestClient, type RootStore } from '@casino/mf-shared';

/** Captcha type 1 is for login, 2 for registration (member-and-account.md §9). */
export type CaptchaType = 1 | 2;

/** POST /captcha's answer: a new image and the token its answer is checked against. */
export interface Captcha {
  token: string;
  /** The image as a data: URL. */
  captcha: string;
  placeholder: string;
}

/** What a drawer answers: the image and its token (the backend's also carries a placeholder). */
export type DrawnCaptcha = Pick<Captcha, 'token' | 'captcha'> & { placeholder?: string };

/** POST /captcha. The form shows its own state when the image cannot load: no toast. */
export function postCaptcha(api: RequestClient, body: { type: CaptchaType; site_id: number }): Promise<Captcha> {
  return api.post<Captcha>('/captcha', body, { silent: true });
}

/** Code 101 on /captcha means "too soon": wait this long, then ask again (§8). */
export const CAPTCHA_RETRY_MS = 1000;
const MAX_ATTEMPTS = 3;

/** One form's captcha (login, register, double validation, transfer validation): the image, its token, and whether it is loading or failed. */
export class CaptchaStore {
  token: string | null = null;
  image: string | null = null;
  placeholder: string | null = null;
  loading = false;
  failed = false;
  private generation = 0;
  private disposed = false;

  private readonly draw: () => Promise<DrawnCaptcha>;

  /**
   * `source`: a captcha type of the backend's POST /captcha, or another drawer (the transfer
   * validation's local captcha, GET /clientCaptcha of the product's own server).
   */
  constructor(root: RootStore, source: CaptchaType | (() => Promise<DrawnCaptcha>)) {
    this.draw = typeof source === 'function' ? source : () => postCaptcha(root.api, { type: source, site_id: root.site.siteId });
    makeAutoObservable<CaptchaStore, 'draw' | 'generation' | 'disposed'>(this, {
      draw: false,
      generation: false,
      disposed: false,
    });
  }

  /** Draws a new captcha; the previous token is forgotten at once (a server uses it only once). */
  async refresh(): Promise<void> {
    const generation = ++this.generation;
    this.token = null;
    this.loading = true;
    this.failed = false;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      try {
        const captcha = await this.draw();
        if (generation !== this.generation || this.disposed) return;
        runInAction(() => {
          this.token = captcha.token;
          this.image = captcha.captcha;
          this.placeholder = captcha.placeholder ?? null;
          this.loading = false;
        });
        return;
      } catch (error) {
        if (generation !== this.generation || this.disposed) return;
        const tooSoon = isRequestError(error) && String(error.code) === '101';
        if (!tooSoon || attempt === MAX_ATTEMPTS) break;
        await new Promise((resolve) => setTimeout(resolve, CAPTCHA_RETRY_MS));
        if (generation !== this.generation || this.disposed) return;
      }
    }
    runInAction(() => {
      this.loading = false;
      this.failed = true;
    });
  }

  /** Stops pending retries when the form goes away. */
  dispose(): void {
    this.disposed = true;
  }
}
