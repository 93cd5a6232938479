import { createMemoryStorage } from '../stores/storage';
import type { Bulletin } from './bulletin';
import { isDepositPath, popupLocation, readClosedAt, shouldShowPopup, showOnceIds, writeClosedAt } from './popup-rules';

function bulletin(id: number, updatedAt: string, frequency = 0): Bulletin {
  return {
    id,
    title: `B${id}`,
    display_content: '<p>x</p>',
    content: 'x',
    display_device: 0,
    sort: id,
    updated_at: updatedAt,
    setting: { display_frequency: frequency },
  };
}

const closedAt = Date.parse('2025-06-02T10:00:00Z');
const before = bulletin(1, '2025-06-01T08:00:00Z');
const after = bulletin(2, '2025-06-02T10:00:01Z');

describe('shouldShowPopup', () => {
  it('never opens on an empty list, even on the deposit page', () => {
    expect(shouldShowPopup({ list: [], closedAt: null, onDepositPage: true, member: true })).toBe(false);
  });

  it('opens when nothing was closed in this session', () => {
    expect(shouldShowPopup({ list: [before], closedAt: null, onDepositPage: false, member: false })).toBe(true);
    expect(shouldShowPopup({ list: [before], closedAt: null, onDepositPage: false, member: true })).toBe(true);
  });

  it('stays closed for a visitor after closing, unless a bulletin was updated after the close time', () => {
    expect(shouldShowPopup({ list: [before], closedAt, onDepositPage: false, member: false })).toBe(false);
    expect(shouldShowPopup({ list: [before, after], closedAt, onDepositPage: false, member: false })).toBe(true);
  });

  it('stays closed for a member whenever a close time is stored', () => {
    expect(shouldShowPopup({ list: [before, after], closedAt, onDepositPage: false, member: true })).toBe(false);
  });

  it('opens on the deposit page whenever its list is non-empty and it was not closed there', () => {
    expect(shouldShowPopup({ list: [before], closedAt: null, onDepositPage: true, member: true })).toBe(true);
  });

  it('stays closed on the deposit page after a close there, on every reload, until a bulletin is updated', () => {
    expect(shouldShowPopup({ list: [before], closedAt, onDepositPage: true, member: true })).toBe(false);
    expect(shouldShowPopup({ list: [before, after], closedAt, onDepositPage: true, member: true })).toBe(true);
  });

  it('reads "YYYY-MM-DD hh:mm:ss" times too', () => {
    expect(shouldShowPopup({ list: [bulletin(3, '2025-06-03 00:00:00')], closedAt, onDepositPage: false, member: false })).toBe(true);
  });
});

describe('popup helpers', () => {
  it('uses display location 3 on the deposit page and 2 elsewhere', () => {
    expect(popupLocation('/Deposit')).toBe(3);
    expect(popupLocation('/user/Deposit')).toBe(3);
    expect(isDepositPath('/')).toBe(false);
    expect(popupLocation('/')).toBe(2);
    expect(popupLocation('/discount')).toBe(2);
  });

  it('keeps the close time in storage and ignores a damaged value', () => {
    const storage = createMemoryStorage();
    expect(readClosedAt(storage)).toBeNull();
    writeClosedAt(storage, closedAt);
    expect(readClosedAt(storage)).toBe(closedAt);
    // The deposit page keeps its own: closing on home does not close the deposit bulletins.
    expect(readClosedAt(storage, true)).toBeNull();
    writeClosedAt(storage, closedAt + 1, true);
    expect(readClosedAt(storage, true)).toBe(closedAt + 1);
    expect(readClosedAt(storage)).toBe(closedAt);
    expect(readClosedAt(createMemoryStorage({ home_popup_closed_at: 'yesterday' }))).toBeNull();
  });

  it('picks the "show once" bulletins (display_frequency 0)', () => {
    expect(showOnceIds([bulletin(1, '', 0), bulletin(2, '', 1), { ...bulletin(3, ''), setting: null }])).toEqual([1]);
  });
});
