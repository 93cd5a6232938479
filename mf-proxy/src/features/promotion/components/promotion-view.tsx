import { observer } from 'mobx-react-lite';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure, stateTexts, useAgentLevelName, useAsyncResource, useSiteLink, useStores, useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { postAgentPromotion } from '../api/post-agent-promotion';
import { domainLink, registerPath } from '../lib/register-link';
import { QrCode } from './qr-code';
import './promotion.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** The page's address never changes under the view: nothing to subscribe to. */
const noSubscription = () => () => undefined;

/**
 * /proxy?page=Promotion: the agent's register link (members who sign up through it join its
 * downline), with a copy button and a QR code, and the agent's own domain when it has one.
 */
export const PromotionView = observer(function PromotionView() {
  const { api } = useStores();
  const siteLink = useSiteLink();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const levelName = useAgentLevelName();
  const [promotion, retry] = useAsyncResource(() => postAgentPromotion(api), [api]);
  const [copy, setCopy] = useState<CopyState>('idle');
  // The page's scheme is the browser's to know (docs/ssr.md); a server render takes https.
  const pageProtocol = useSyncExternalStore(
    noSubscription,
    () => window.location.protocol,
    () => 'https:',
  );

  if (promotion.status === 'loading') {
    return (
      <div className="data-state data-state--loading" role="status" aria-busy="true">
        {t('access.promotion.loading')}
      </div>
    );
  }
  if (promotion.status === 'failed') {
    // 105 (not an agent) comes back as the API's business failure; no retry changes it.
    const code = (promotion.error as { code?: unknown } | null)?.code;
    return <LoadFailure notFound={Number(code) === 105} texts={stateTexts(t, 'access.promotion')} onRetry={retry} />;
  }

  const data = promotion.data;
  const link = siteLink(registerPath(data.agent_code));
  const domain = domainLink(data.domain, pageProtocol);
  const copyLink = () => {
    setCopy('idle');
    // No clipboard outside a secure context: the link stays selectable in its field.
    if (!navigator.clipboard) return setCopy('failed');
    navigator.clipboard
      .writeText(link)
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  };
  const copyButton = ui.isDesktop ? (
    <ui.desktop.Button onClick={copyLink}>{t('access.promotion.copy')}</ui.desktop.Button>
  ) : (
    <ui.mobile.Button block onClick={copyLink}>
      {t('access.promotion.copy')}
    </ui.mobile.Button>
  );

  return (
    <div className="promotion">
      <dl className="promotion__facts">
        <dt>{t('access.promotion.code')}</dt>
        <dd data-testid="agent-code">{data.agent_code}</dd>
        <dt>{t('access.promotion.level')}</dt>
        <dd>{levelName(data.level)}</dd>
        <dt>{t('access.promotion.downline')}</dt>
        <dd data-testid="downline-count">{data.downline_count}</dd>
      </dl>
      <p>{t('access.promotion.intro')}</p>
      <label className="promotion__link">
        <span>{t('access.promotion.linkLabel')}</span>
        <input type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className="promotion__actions">
        {copyButton}
        <span role="status" className={`promotion__copy promotion__copy--${copy}`}>
          {copy === 'copied' ? t('access.promotion.copied') : copy === 'failed' ? t('access.promotion.copyFailed') : ''}
        </span>
      </div>
      <figure className="promotion__figure">
        <QrCode text={link} label={t('access.promotion.qrLabel')} />
        <figcaption>{t('access.promotion.qrCaption')}</figcaption>
      </figure>
      <section aria-labelledby="promotion-domain">
        <h3 id="promotion-domain">{t('access.promotion.domainTitle')}</h3>
        {domain ? (
          <p>
            {t('access.promotion.domainIntro')}{' '}
            <a href={domain} target="_blank" rel="noopener noreferrer" data-testid="agent-domain">
              {data.domain}
            </a>
          </p>
        ) : (
          <p>{t('access.promotion.noDomain')}</p>
        )}
      </section>
    </div>
  );
});
