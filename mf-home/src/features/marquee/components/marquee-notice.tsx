import { observer } from 'mobx-react-lite';
import type { Announcement } from '../api/get-marquee';
import { useMobileKit } from '@casino/mf-shared';

/** Mobile: antd-mobile's NoticeBar scrolling the announcements one after the other. */
export const MarqueeNotice = observer(function MarqueeNotice({ items }: { items: Announcement[] }) {
  const { NoticeBar } = useMobileKit();
  return (
    <NoticeBar
      className="home-marquee__notice"
      color="info"
      speed={40}
      content={
        <span className="home-marquee__line">
          {items.map((item) => (
            <span key={item.id} className="home-marquee__item">
              {item.content}
            </span>
          ))}
        </span>
      }
    />
  );
});
