import { useState } from 'react';
import { pictureSource } from '../lib/picture-source';

/**
 * A game's picture, or the placeholder when the game has none, its address is not one a picture
 * may come from, or it fails to load. Give it `key={src}` so a new picture gets a new chance.
 */
export function GamePicture({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const source = pictureSource(src);
  if (!source || failed) {
    return <span className="games-tile__picture games-tile__picture--placeholder" data-testid="game-placeholder" aria-hidden="true" />;
  }
  return <img className="games-tile__picture" src={source} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
