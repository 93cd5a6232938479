import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, formatDate, formatMoney, useStores, useUiKit } from '@casino/mf-shared';
import { dayBounds } from '@casino/contracts';
import { FormAlert } from '@casino/mf-shared/forms';
import { NS } from '../../../app/namespace';
import { SigninStore } from '../stores/signin-store';
import { DAY_STATE_KEYS, signinButtonState } from '../lib/signin-states';
import './signin.css';

/**
 * Daily sign-in (shell-and-public.md §3 "Sign-in reward states"; docs/member.md "Daily sign-in"):
 * the campaign's days, each with its reward and its state in words, and the one button whose
 * text is the state of today's sign-in. Days are the site's (America/Caracas).
 */
export const SigninView = observer(function SigninView() {
  const root = useStores();
  const { locale } = root;
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new SigninStore(root));

  useEffect(() => {
    void store.load();
  }, [store]);

  const campaign = store.campaign;
  if (store.status !== 'loaded' || !campaign) {
    return (
      <ListState
        status={store.status}
        empty={store.status === 'loaded'}
        texts={{ empty: t('signin.none'), failed: t('signin.loadFailed') }}
        onRetry={() => void store.load()}
      />
    );
  }

  const day = (text: string) => formatDate(dayBounds(text).from, locale.locale, 'date');
  const money = (amount: number) => formatMoney(amount, campaign.currency, locale.locale);
  const state = signinButtonState(campaign);
  const label = store.signing ? t('signin.signing') : t(`signin.${state}`);
  const disabled = state !== 'click_signin' || store.signing;
  const onClick = () => void store.signIn();

  return (
    <section className="signin" aria-label={t('signin.title')} data-signin-state={state}>
      <p className="signin__period">{t('signin.period', { start: day(campaign.start_day), end: day(campaign.end_day) })}</p>
      <ol className="signin__days" aria-label={t('signin.days')}>
        {campaign.days.map((entry) => (
          <li
            key={entry.day}
            className={`signin__day signin__day--${entry.state}`}
            aria-current={entry.day === campaign.today ? 'date' : undefined}
            data-day={entry.day}
          >
            <time className="signin__date" dateTime={entry.day}>
              {day(entry.day)}
            </time>
            <span className="signin__reward">{money(entry.reward)}</span>
            <span className="signin__state">{t(`signin.${DAY_STATE_KEYS[entry.state]}`)}</span>
          </li>
        ))}
      </ol>
      <div className="signin__actions">
        {ui.isDesktop ? (
          <ui.desktop.Button type="primary" onClick={onClick} disabled={disabled}>
            {label}
          </ui.desktop.Button>
        ) : (
          <ui.mobile.Button block color="primary" onClick={onClick} disabled={disabled}>
            {label}
          </ui.mobile.Button>
        )}
      </div>
      {store.signed ? (
        <p role="status" className="signin__done">
          {t('signin.is_signin_success', { reward: money(store.signed.reward) })}
        </p>
      ) : (
        <FormAlert ns={NS} message={store.message} />
      )}
    </section>
  );
});
