import { newToken } from '../auth/password';
import type { Db } from '../db/db';
import type { Lang } from '../http/lang';

/** How long a launch stays playable without leave1 (a provider's session lifetime). */
export const GAME_SESSION_TTL_MS = 4 * 3600_000;
/** How many recently played games last-playing-game answers. */
export const LAST_PLAYED_LIMIT = 12;

/** A live launch with what its page shows: the game, its provider and the member's balance. */
export interface LiveGameSession {
  token: string;
  member_id: number;
  game_id: number;
  lobby_url: string;
  lang: Lang;
  spins: number;
  gp_id: string;
  gp_name: string;
  game_code: string;
  game_type: number;
  name_i18n: string;
  currency: string;
  /** the member's main-wallet cash in the currency's smallest unit */
  cash_minor: number;
}

/**
 * play1: ends the member's earlier launches (one game at a time), opens a new one, marks the member
 * as playing and the game as the last played. Returns the token the game page and its spins use.
 */
export function startGameSession(db: Db, launch: { memberId: number; gameId: number; lobbyUrl: string; lang: Lang }, now: Date): string {
  const token = newToken();
  const at = now.toISOString();
  db.transaction(() => {
    db.prepare('UPDATE game_sessions SET ended_at = ? WHERE member_id = ? AND ended_at IS NULL').run(at, launch.memberId);
    db.prepare(
      'INSERT INTO game_sessions (token, member_id, game_id, lobby_url, lang, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      token,
      launch.memberId,
      launch.gameId,
      launch.lobbyUrl,
      launch.lang,
      at,
      new Date(now.getTime() + GAME_SESSION_TTL_MS).toISOString(),
    );
    db.prepare('UPDATE members SET is_playing = 1, playing_game_id = ? WHERE id = ?').run(launch.gameId, launch.memberId);
    // deleted and inserted again, so the newest launch has the highest rowid even within one millisecond
    db.prepare('DELETE FROM member_game_plays WHERE member_id = ? AND game_id = ?').run(launch.memberId, launch.gameId);
    db.prepare('INSERT INTO member_game_plays (member_id, game_id, played_at) VALUES (?, ?, ?)').run(launch.memberId, launch.gameId, at);
  })();
  return token;
}

/** leave1: ends the member's launches and clears is_playing; the number of launches it ended. */
export function endGameSessions(db: Db, memberId: number, now: Date): number {
  return db.transaction(() => {
    const ended = db
      .prepare('UPDATE game_sessions SET ended_at = ? WHERE member_id = ? AND ended_at IS NULL')
      .run(now.toISOString(), memberId).changes;
    db.prepare('UPDATE members SET is_playing = 0, playing_game_id = NULL WHERE id = ?').run(memberId);
    return ended;
  })();
}

/** The launch a token opens, while it is neither ended nor expired and its member is active. */
export function liveGameSession(db: Db, token: string, now: Date): LiveGameSession | null {
  const row = db
    .prepare(
      `SELECT s.token, s.member_id, s.game_id, s.lobby_url, s.lang, s.spins, g.gp_id, p.gp_name, g.game_code, g.game_type, g.name_i18n,
              m.currency, m.cash_minor
       FROM game_sessions s JOIN games g ON g.id = s.game_id JOIN providers p ON p.gp_id = g.gp_id JOIN members m ON m.id = s.member_id
       WHERE s.token = ? AND s.ended_at IS NULL AND s.expires_at > ? AND m.status = 1`,
    )
    .get(token, now.toISOString()) as LiveGameSession | undefined;
  return row ?? null;
}

/** The member's recently launched games, newest first. */
export function lastPlayedIds(db: Db, memberId: number): number[] {
  return db
    .prepare(
      `SELECT mp.game_id FROM member_game_plays mp JOIN games g ON g.id = mp.game_id
       WHERE mp.member_id = ? AND g.active = 1 ORDER BY mp.rowid DESC LIMIT ?`,
    )
    .pluck()
    .all(memberId, LAST_PLAYED_LIMIT) as number[];
}
