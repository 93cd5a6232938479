import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CaptchaStore } from './captcha-store';
import './captcha-addon.css';

/** The captcha image beside its input; a click draws a new one. */
export const CaptchaAddon = observer(function CaptchaAddon({ captcha }: { captcha: CaptchaStore }) {
  const { t } = useTranslation('common');
  const content = captcha.failed ? (
    <span>{t('captcha.failed')}</span>
  ) : captcha.image && !captcha.loading ? (
    <img src={captcha.image} alt={t('captcha.alt')} width={100} height={40} className="auth-captcha__image" />
  ) : (
    <span role="status">{t('captcha.loading')}</span>
  );
  return (
    <button
      type="button"
      onClick={() => void captcha.refresh()}
      disabled={captcha.loading}
      aria-label={t('captcha.refresh')}
      title={t('captcha.refresh')}
      className="auth-captcha"
    >
      {content}
    </button>
  );
});
