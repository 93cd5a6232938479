import { readInterval, readMaintenance } from './maintenance';

describe('play1 203 data', () => {
  it('reads the title and both ends of the window', () => {
    const notice = readMaintenance({
      title: ' GPJL upgrade ',
      maintain_interval: { start_at: '2030-01-02T03:00:00Z', end_at: '2030-01-02T05:30:00Z' },
    });
    expect(notice.title).toBe('GPJL upgrade');
    expect(notice.start?.toISOString()).toBe('2030-01-02T03:00:00.000Z');
    expect(notice.end?.toISOString()).toBe('2030-01-02T05:30:00.000Z');
  });

  it.each([
    ['nothing', null],
    ['a text', 'maintenance'],
    ['no interval', { title: '' }],
    ['a null interval', { maintain_interval: null }],
    ['unreadable times', { maintain_interval: { start_at: 'soon', end_at: 42 } }],
  ])('takes %s as unknown', (_case, data) => {
    expect(readMaintenance(data)).toEqual({ title: null, start: null, end: null });
  });

  it('keeps the interval as given for local storage, either end possibly unknown', () => {
    expect(readInterval({ maintain_interval: { start_at: null, end_at: '2030-01-01T00:00:00Z' } })).toEqual({
      start_at: null,
      end_at: '2030-01-01T00:00:00Z',
    });
    expect(readInterval({ maintain_interval: null })).toBeNull();
  });
});
