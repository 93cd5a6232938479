import { useStores, ResponsiveModal, browserStorage, useUiKit, useLocation } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { isDepositPath, popupLocation } from '../lib/popup-rules';
import { BulletinPopupStore } from '../stores/bulletin-popup-store';
import { BulletinContent } from './bulletin-content';

/** The pop-up promotion / bulletin modal of shell-and-public.md §4. */
export const BulletinPopup = observer(function BulletinPopup() {
  const root = useStores();
  const ui = useUiKit();
  const { t } = useTranslation(HOME_NS);
  const [store] = useState(() => new BulletinPopupStore(root, browserStorage('session')));
  const { pathname } = useLocation();
  const place = useMemo(() => ({ onDepositPage: isDepositPath(pathname), location: popupLocation(pathname) }), [pathname]);
  const member = root.session.isLoggedIn;
  const isDesktop = root.layout.isDesktop;
  const locale = root.locale.locale;

  useEffect(() => {
    void store.load(place);
  }, [store, place, member, isDesktop, locale]);

  const close = () => void store.close(place);
  return (
    <>
      {/* Test hook: whether the pop-up rules have run, so a test can tell "stayed closed" from "not decided yet". */}
      <span hidden data-testid="bulletin-popup-decision" data-decision={store.decided ? (store.open ? 'shown' : 'not-shown') : 'pending'} />
      <ResponsiveModal
        // It waits while a site-wide modal (login/register, first-login password) is open rather than stacking over it.
        open={store.open && !root.modals.anyOpen}
        title={t('bulletins.popupTitle')}
        onClose={close}
        headerClose={false}
        className="home-bulletin-popup"
        footer={
          ui.isDesktop ? (
            <ui.desktop.Button type="primary" onClick={close}>
              {t('ui.close', { ns: 'common' })}
            </ui.desktop.Button>
          ) : (
            <ui.mobile.Button block color="primary" onClick={close}>
              {t('ui.close', { ns: 'common' })}
            </ui.mobile.Button>
          )
        }
      >
        <div className="home-bulletin-popup__list" data-testid="bulletin-popup">
          {store.bulletins.map((bulletin) => (
            <article key={bulletin.id} className="home-bulletin" aria-labelledby={`home-bulletin-${bulletin.id}`}>
              <h3 id={`home-bulletin-${bulletin.id}`} className="home-bulletin__title">
                {bulletin.title}
              </h3>
              <BulletinContent html={bulletin.display_content} />
            </article>
          ))}
        </div>
      </ResponsiveModal>
    </>
  );
});
