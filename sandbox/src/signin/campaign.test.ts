import { campaignStatus, dayState, pickCampaign, signinRefusal } from './campaign';

const week = { start_day: '2026-03-01', end_day: '2026-03-07' };

describe('daily sign-in rules', () => {
  it.each([
    ['2026-02-28', 'not_open'],
    ['2026-03-01', 'open'],
    ['2026-03-07', 'open'],
    ['2026-03-08', 'ended'],
  ])('on %s the campaign is %s', (today, status) => {
    expect(campaignStatus(week, today)).toBe(status);
  });

  it.each([
    ['2026-03-02', 'signed'],
    ['2026-03-03', 'missed'],
    ['2026-03-04', 'today'],
    ['2026-03-05', 'upcoming'],
  ])('%s is %s when today is 03-04 and 03-02 was signed', (day, state) => {
    expect(dayState(day, '2026-03-04', new Set(['2026-03-02']))).toBe(state);
  });

  it.each([
    ['2026-02-28', new Set<string>(), 'notOpen'],
    ['2026-03-08', new Set<string>(), 'ended'],
    ['2026-03-04', new Set(['2026-03-04']), 'alreadySigned'],
    ['2026-03-04', new Set(['2026-03-03']), null],
  ])('a sign-in on %s is refused with %s', (today, signed, refusal) => {
    expect(signinRefusal(week, today, signed)).toBe(refusal);
  });

  it('shows the open campaign, else the next to open, else the last that ended', () => {
    const old = { id: 1, start_day: '2026-01-01', end_day: '2026-01-07' };
    const later = { id: 2, start_day: '2026-02-01', end_day: '2026-02-07' };
    const next = { id: 3, start_day: '2026-04-01', end_day: '2026-04-07' };
    const open = { id: 4, ...week };
    expect(pickCampaign([old, later, next, open], '2026-03-02')?.id).toBe(4);
    expect(pickCampaign([old, later, next], '2026-03-02')?.id).toBe(3);
    expect(pickCampaign([old, later], '2026-03-02')?.id).toBe(2);
    expect(pickCampaign([], '2026-03-02')).toBeUndefined();
  });
});
