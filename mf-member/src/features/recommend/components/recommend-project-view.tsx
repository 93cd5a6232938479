import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, ListState, useAsyncResource, useSiteLink, useStores, useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { getRecommendProject } from '../api/recommend-api';
import { invitePath } from '../lib/invite-link';
import './recommend.css';

/** /user/RecommendProject: the member's invite code and link, with the friends and awards so far. */
export const RecommendProjectView = observer(function RecommendProjectView() {
  const { api } = useStores();
  const siteLink = useSiteLink();
  const ui = useUiKit();
  const { t, i18n } = useTranslation(NS);
  const [state, retry] = useAsyncResource(() => getRecommendProject(api), [api]);
  const [copied, setCopied] = useState<string | null>(null);

  if (state.status !== 'loaded') {
    return (
      <ListState
        status={state.status}
        empty={false}
        texts={{ loading: t('recommend.loading'), failed: t('recommend.failed') }}
        onRetry={retry}
      />
    );
  }
  const project = state.data;
  const link = siteLink(invitePath(project.recommend_code));
  const copy = (what: 'code' | 'link', value: string) => {
    void navigator.clipboard
      ?.writeText(value)
      .then(() => setCopied(what))
      .catch(() => setCopied('failed'));
  };
  const button = (what: 'code' | 'link', value: string) =>
    ui.isDesktop ? (
      <ui.desktop.Button onClick={() => copy(what, value)}>{t(`recommend.copy.${what}`)}</ui.desktop.Button>
    ) : (
      <ui.mobile.Button size="small" onClick={() => copy(what, value)}>
        {t(`recommend.copy.${what}`)}
      </ui.mobile.Button>
    );
  return (
    <div className="recommend">
      <p>{t('recommend.intro')}</p>
      <dl className="recommend__facts">
        <div>
          <dt>{t('recommend.code')}</dt>
          <dd>
            <code aria-label={t('recommend.code')}>{project.recommend_code}</code> {button('code', project.recommend_code)}
          </dd>
        </div>
        <div>
          <dt>{t('recommend.link')}</dt>
          <dd>
            <input className="recommend__link" readOnly value={link} aria-label={t('recommend.link')} /> {button('link', link)}
          </dd>
        </div>
        <div>
          <dt>{t('recommend.inviteCount')}</dt>
          <dd>{project.invite_count}</dd>
        </div>
        <div>
          <dt>{t('recommend.awardTotal')}</dt>
          <dd>{formatMoney(project.award_total, project.member_currency, i18n.language)}</dd>
        </div>
      </dl>
      {copied && (
        <p role="status" className="recommend__copied">
          {copied === 'failed' ? t('recommend.copy.failed') : t('recommend.copy.done')}
        </p>
      )}
    </div>
  );
});
