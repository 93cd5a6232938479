import type { ReactNode } from 'react';
import type { NavItem } from './nav-items';

type GameTypeKey = Extract<NavItem['key'], 'slot' | 'live' | 'sport' | 'lottery' | 'chess'>;

/** Line drawings of the game types, in the text colour; decorative (the entry's name says it). */
const shapes: Record<GameTypeKey, ReactNode> = {
  slot: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M9 5v14M15 5v14" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="3" />
      <path d="M12 4v3M12 17v3M4 12h3M17 12h3" />
    </>
  ),
  sport: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 4v4M4.5 10l4 0.5M19.5 10l-4 0.5M8 18.5l1.8-4M16 18.5l-1.8-4" />
    </>
  ),
  lottery: (
    <>
      <circle cx="8" cy="14" r="4" />
      <circle cx="16" cy="10" r="4" />
    </>
  ),
  chess: (
    <>
      <rect x="4" y="4" width="11" height="15" rx="1.5" transform="rotate(-8 9.5 11.5)" />
      <rect x="9" y="5" width="11" height="15" rx="1.5" transform="rotate(8 14.5 12.5)" />
    </>
  ),
};

export function isGameTypeKey(key: string): key is GameTypeKey {
  return key in shapes;
}

/** The icon of a game type's navigation entry. */
export function GameTypeIcon({ type }: { type: GameTypeKey }) {
  return (
    <svg
      className="game-type-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[type]}
    </svg>
  );
}
