import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage } from '../browser/storage';
import { useLocation } from '../routing/router';
import { htmlSanitizer, SafeHtml } from '../security/safe-html';
import { useStores } from '../stores/stores-context';
import { ActionButton } from '../ui/action-button';
import { ResponsiveModal } from '../ui/responsive-modal';
import { isDepositPath, popupLocation } from './popup-rules';
import { BulletinPopupStore } from './bulletin-popup-store';
import './bulletin-popup.css';

interface BulletinPopupProps {
  /** Display location 3 on the deposit page, 2 elsewhere; by default from the current path. */
  location?: 2 | 3;
  /** On the deposit page the pop-up shows whenever the list is non-empty; by default from the current path. */
  onDepositPage?: boolean;
}

/**
 * The pop-up promotion / bulletin modal of shell-and-public.md §4, shared by the home page
 * (location 2) and the deposit page (location 3) so both follow one set of rules (popup-rules.ts).
 */
export const BulletinPopup = observer(function BulletinPopup(props: BulletinPopupProps) {
  const root = useStores();
  const { t } = useTranslation('common');
  const [store] = useState(() => new BulletinPopupStore(root, browserStorage('session')));
  const { pathname } = useLocation();
  const onDepositPage = props.onDepositPage ?? isDepositPath(pathname);
  const location = props.location ?? popupLocation(pathname);
  const place = useMemo(() => ({ onDepositPage, location }), [onDepositPage, location]);
  const member = root.session.isLoggedIn;
  const isDesktop = root.layout.isDesktop;
  const locale = root.locale.locale;

  useEffect(() => {
    void store.load(place);
  }, [store, place, member, isDesktop, locale]);

  // The pop-up opens with its content: the sanitiser first (its own chunk, no longer started with
  // the page), so the dialog does not grow and move once its HTML arrives. A failed load opens it anyway.
  const [htmlReady, setHtmlReady] = useState(false);
  const wanted = store.open;
  useEffect(() => {
    if (!wanted || htmlReady) return undefined;
    let live = true;
    const ready = () => {
      if (live) setHtmlReady(true);
    };
    htmlSanitizer.load().then(ready, ready);
    return () => {
      live = false;
    };
  }, [wanted, htmlReady]);

  const close = () => void store.close(place);
  return (
    <>
      {/* Test hook: whether the pop-up rules have run, so a test can tell "stayed closed" from "not decided yet". */}
      <span hidden data-testid="bulletin-popup-decision" data-decision={store.decided ? (store.open ? 'shown' : 'not-shown') : 'pending'} />
      <ResponsiveModal
        // It waits while a site-wide modal (login/register, first-login password) is open rather than stacking over it.
        open={store.open && htmlReady && !root.modals.anyOpen}
        title={t('bulletins.popupTitle')}
        onClose={close}
        headerClose={false}
        className="bulletin-popup"
        footer={<ActionButton onClick={close}>{t('ui.close')}</ActionButton>}
      >
        <div className="bulletin-popup__list" data-testid="bulletin-popup">
          {store.bulletins.map((bulletin) => (
            <article key={bulletin.id} className="bulletin-popup__item" aria-labelledby={`bulletin-popup-${bulletin.id}`}>
              <h3 id={`bulletin-popup-${bulletin.id}`} className="bulletin-popup__title">
                {bulletin.title}
              </h3>
              {/* Stored HTML from the API: sanitised before it reaches the DOM. */}
              <SafeHtml className="bulletin-popup__content" html={bulletin.display_content} />
            </article>
          ))}
        </div>
      </ResponsiveModal>
    </>
  );
});
