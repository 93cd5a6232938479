import type { LetterData, LettersResponse } from '@casino/contracts';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, type CallResult } from '../http/call';

/** The member's letters (member-and-account.md §7): read, deleted (kept with deleted_at), each change published on its channel. */

export interface LetterQuery {
  count: number;
  page: number;
  sort_field?: 'id' | 'created_at';
  sort_order?: 'desc' | 'asc';
}

/** One page of the member's letters with the counts of all and unread ones. */
export function lettersPage(db: Db, member: Member, query: LetterQuery): LettersResponse {
  const order = query.sort_order === 'asc' ? 'ASC' : 'DESC';
  const field = query.sort_field === 'created_at' ? 'created_at' : 'id';
  const counts = db
    .prepare(
      'SELECT COUNT(*) AS total, COALESCE(SUM(is_read = 0), 0) AS unread FROM member_letters WHERE member_id = ? AND deleted_at IS NULL',
    )
    .get(member.id) as { total: number; unread: number };
  const list = db
    .prepare(
      `SELECT id, title, content, is_read, created_at FROM member_letters WHERE member_id = ? AND deleted_at IS NULL
       ORDER BY ${field} ${order}, id ${order} LIMIT ? OFFSET ?`,
    )
    .all(member.id, query.count, (query.page - 1) * query.count) as LetterData[];
  return { list, total_count: counts.total, unread_count: counts.unread };
}

const ownLetter = (db: Db, member: Member, id: number) =>
  db.prepare('SELECT id, is_read FROM member_letters WHERE id = ? AND member_id = ? AND deleted_at IS NULL').get(id, member.id) as
    { id: number; is_read: number } | undefined;

const publish = (ctx: SandboxContext, member: Member, name: string, id: number) =>
  ctx.events.emit('member-event', { member_id: member.id, name, data: { member_id: member.id, id } });

/** Marks one of the member's letters read (publishing letter.read the first time). */
export function readLetter(ctx: SandboxContext, member: Member, id: number): CallResult {
  const letter = ownLetter(ctx.db, member, id);
  if (!letter) return fail(101, 'letterNotFound');
  if (letter.is_read === 0) {
    ctx.db.prepare('UPDATE member_letters SET is_read = 1 WHERE id = ?').run(letter.id);
    publish(ctx, member, 'letter.read', letter.id);
  }
  return ok({ id: letter.id, is_read: 1 });
}

/** Deletes one of the member's letters and publishes letter.delete. */
export function deleteLetter(ctx: SandboxContext, member: Member, id: number): CallResult {
  const letter = ownLetter(ctx.db, member, id);
  if (!letter) return fail(101, 'letterNotFound');
  ctx.db.prepare('UPDATE member_letters SET deleted_at = ? WHERE id = ?').run(ctx.now().toISOString(), letter.id);
  publish(ctx, member, 'letter.delete', letter.id);
  return ok({ id: letter.id });
}
