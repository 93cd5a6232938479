import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';

interface FavouriteToggleProps {
  gameName: string;
  pressed: boolean;
  /** The mark is being stored: the toggle waits for the answer. */
  busy: boolean;
  onToggle: () => void;
}

/** A member's favourite mark of one game: a toggle button (aria-pressed) named after the game. */
export function FavouriteToggle({ gameName, pressed, busy, onToggle }: FavouriteToggleProps) {
  const { t } = useTranslation(NS);
  return (
    <button
      type="button"
      className={`games-tile__favourite${pressed ? ' games-tile__favourite--on' : ''}`}
      aria-pressed={pressed}
      aria-busy={busy}
      aria-disabled={busy}
      aria-label={t('hall.favourite', { name: gameName })}
      title={pressed ? t('hall.favouriteRemove') : t('hall.favouriteAdd')}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
}
