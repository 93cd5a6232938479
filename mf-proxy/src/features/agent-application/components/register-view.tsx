import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, LoadFailure, stateTexts, useAsyncResource, useStores, useUiKit } from '@casino/mf-shared';
import { FormAlert, type FormMessage } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { postApplyForAgent } from '../api/post-apply-for-agent';
import { refusalKey, standingOfError, type ApplicationStanding } from '../lib/application-standing';
import './agent-application.css';

/** Asks whether the member may apply; a refusal is a standing to show, not a failure. */
async function checkStanding(api: Parameters<typeof postApplyForAgent>[0]): Promise<ApplicationStanding> {
  try {
    await postApplyForAgent(api, 'check');
    return { kind: 'mayApply' };
  } catch (error) {
    const standing = standingOfError(error);
    if (standing) return standing;
    throw error;
  }
}

/**
 * /proxy?page=Register: apply to become an agent. The page first checks the member's standing
 * (apply_agent_flag 0), then files the application (flag 1); an application waits for review.
 */
export const RegisterView = observer(function RegisterView() {
  const { api } = useStores();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const [check, retry] = useAsyncResource(() => checkStanding(api), [api]);
  const [filed, setFiled] = useState<ApplicationStanding | null>(null);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  if (check.status === 'loading') {
    return (
      <div className="data-state data-state--loading" role="status" aria-busy="true">
        {t('access.register.loading')}
      </div>
    );
  }
  if (check.status === 'failed') return <LoadFailure notFound={false} texts={stateTexts(t, 'access.register')} onRetry={retry} />;

  const standing = filed ?? check.data;
  const apply = async () => {
    setSending(true);
    setMessage(null);
    try {
      await postApplyForAgent(api, 'apply');
      setFiled({ kind: 'underReview' });
    } catch (error) {
      const refused = standingOfError(error);
      if (refused && refused.kind !== 'refused') setFiled(refused);
      else setMessage(refused ? { key: refusalKey(refused.code), values: { code: refused.code } } : { key: 'access.register.sendFailed' });
    } finally {
      setSending(false);
    }
  };

  if (standing.kind === 'agent') {
    return (
      <div className="agent-application">
        <p role="status" className="agent-application__status">
          {t('access.register.code.101')}
        </p>
        <p>
          <LocaleLink to={{ search: '?page=DownlineInfo' }}>{t('access.register.openCentre')}</LocaleLink>
        </p>
      </div>
    );
  }
  if (standing.kind === 'underReview') {
    return (
      <div className="agent-application">
        <p role="status" className="agent-application__status" data-testid="application-status">
          {t('access.register.underReview')}
        </p>
      </div>
    );
  }
  if (standing.kind === 'refused') {
    return (
      <div className="agent-application">
        <p role="alert" className="agent-application__status">
          {t(refusalKey(standing.code), { code: standing.code })}
        </p>
      </div>
    );
  }
  const button = ui.isDesktop ? (
    <ui.desktop.Button type="primary" size="large" loading={sending} onClick={() => void apply()}>
      {t('access.register.apply')}
    </ui.desktop.Button>
  ) : (
    <ui.mobile.Button block color="primary" size="large" loading={sending} onClick={() => void apply()}>
      {t('access.register.apply')}
    </ui.mobile.Button>
  );
  return (
    <div className="agent-application">
      <p>{t('access.register.intro')}</p>
      <p>
        {t('access.register.agreementNote')} <LocaleLink to={{ search: '?page=Agreement' }}>{t('menu.agreement')}</LocaleLink>
      </p>
      <FormAlert ns={NS} message={message} />
      {button}
    </div>
  );
});
