import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ListState, SafeHtml, useAsyncResource, useStores, createDateFormat } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { getAnnouncements } from '../api/get-announcements';
import './announcements.css';

/** /user/Announcement (web_announcement): the site's announcements for members, newest rank first, with their dates. */
export const AnnouncementsView = observer(function AnnouncementsView() {
  const { api, site } = useStores();
  const { t, i18n } = useTranslation(NS);
  const [state, retry] = useAsyncResource(() => getAnnouncements(api, site.siteId), [site.siteId, i18n.language]);
  const items = state.status === 'loaded' ? state.data : [];
  const dateFormat = createDateFormat(i18n.language, 'date');
  return (
    <div className="announcements">
      <ListState
        status={state.status}
        empty={items.length === 0}
        texts={{ loading: t('announcements.loading'), failed: t('announcements.failed'), empty: t('announcements.empty') }}
        onRetry={retry}
      />
      {items.length > 0 && (
        <ul className="announcements__list" aria-label={t('announcements.listLabel')}>
          {items.map((item) => (
            <li key={item.id} className="announcements__item">
              {item.created_at && <time dateTime={item.created_at}>{dateFormat.format(new Date(item.created_at))}</time>}
              <SafeHtml html={item.content} className="announcements__content" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
