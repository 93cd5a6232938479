import { observer } from 'mobx-react-lite';
import type { Announcement } from '../api/get-marquee';

/**
 * The announcements scrolling right to left in one line, a CSS animation (it pauses on hover, and
 * stands still, wrapped, for a player who asked for less motion: home.css).
 */
export const MarqueeBar = observer(function MarqueeBar({ items }: { items: Announcement[] }) {
  // Speed stays readable whatever the length: about 12 characters per second.
  const length = items.reduce((sum, item) => sum + item.content.length, 0);
  const seconds = Math.max(15, Math.round(length / 12));
  return (
    <div className="home-marquee__viewport">
      <ul className="home-marquee__track" style={{ animationDuration: `${seconds}s` }}>
        {items.map((item) => (
          <li key={item.id} className="home-marquee__item">
            {item.content}
          </li>
        ))}
      </ul>
    </div>
  );
});
