/**
 * `@casino/mf-shared/captcha`: a form's captcha (its store and the picture beside the input). Only
 * mf-auth's forms ask for one, so it is a subpath of its own, bundled there, not part of the shared
 * boot chunk every page downloads.
 */
export { CaptchaStore, CAPTCHA_RETRY_MS, postCaptcha, type Captcha, type CaptchaType, type DrawnCaptcha } from './captcha-store';
export { CaptchaAddon } from './captcha-addon';
