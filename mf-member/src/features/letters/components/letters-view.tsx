import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, SafeHtml, confirmDialog, useStores, useUiKit, createDateFormat } from '@casino/mf-shared';
import type { LetterData } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import { letterPages } from '../lib/letter-paging';
import { lettersStoreOf } from '../stores/letters-store';
import './letters.css';

/**
 * Personal messages (info_center → personal_message): the member's letters, newest first, 50 a
 * page; opening an unread letter marks it read, deleting asks first. The list follows letter.* events.
 */
export const LettersView = observer(function LettersView() {
  const root = useStores();
  const store = lettersStoreOf(root);
  const ui = useUiKit();
  const { t, i18n } = useTranslation(NS);
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    void store.load(1);
  }, [store]);

  const state = store.letters.state;
  const data = state.status === 'loaded' ? state.data : null;
  const pages = letterPages(data?.total_count ?? 0);
  const dateFormat = createDateFormat(i18n.language, 'dateTime');

  const toggle = (letter: LetterData) => {
    const opening = openId !== letter.id;
    setOpenId(opening ? letter.id : null);
    if (opening && letter.is_read === 0) void store.read(letter.id).catch(() => undefined);
  };
  const remove = async (letter: LetterData) => {
    const yes = await confirmDialog(ui.isDesktop, {
      title: t('letters.deleteTitle'),
      content: t('letters.deleteText', { title: letter.title }),
      ok: t('letters.deleteOk'),
      cancel: t('letters.cancel'),
    });
    if (yes) await store.destroy(letter.id).catch(() => undefined);
  };
  const button = (label: string, onClick: () => void, disabled = false, ariaLabel?: string) =>
    ui.isDesktop ? (
      <ui.desktop.Button size="small" onClick={onClick} disabled={disabled} aria-label={ariaLabel}>
        {label}
      </ui.desktop.Button>
    ) : (
      <ui.mobile.Button size="mini" onClick={onClick} disabled={disabled} aria-label={ariaLabel}>
        {label}
      </ui.mobile.Button>
    );

  return (
    <section className="letters" aria-label={t('menu.personal_message')}>
      {data ? (
        <p className="letters__summary" role="status">
          {t('letters.summary', { letters: t('letters.count', { count: data.total_count }), unread: data.unread_count })}
        </p>
      ) : null}
      <ListState
        status={state.status}
        empty={(data?.list.length ?? 0) === 0}
        texts={{ empty: t('letters.empty'), failed: t('letters.failed') }}
        onRetry={() => void store.refetch()}
      />
      {data && data.list.length > 0 ? (
        <ul className="letters__list" aria-label={t('letters.list')}>
          {data.list.map((letter) => (
            <li key={letter.id} className={`letters__item${letter.is_read ? '' : ' letters__item--unread'}`}>
              <div className="letters__head">
                <button type="button" className="letters__title" aria-expanded={openId === letter.id} onClick={() => toggle(letter)}>
                  {letter.title}
                </button>
                {letter.is_read ? null : <span className="letters__unread">{t('letters.unread')}</span>}
                <span className="letters__date">{dateFormat.format(new Date(letter.created_at))}</span>
                {button(t('letters.delete'), () => void remove(letter), false, t('letters.deleteLabel', { title: letter.title }))}
              </div>
              {openId === letter.id ? <SafeHtml className="letters__content" html={letter.content} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {data && pages > 1 ? (
        <nav className="letters__pager" aria-label={t('letters.pages')}>
          {button(t('letters.previous'), () => void store.load(store.page - 1), store.page <= 1)}
          <span>{t('letters.page', { page: store.page, pages })}</span>
          {button(t('letters.next'), () => void store.load(store.page + 1), store.page >= pages)}
        </nav>
      ) : null}
    </section>
  );
});
