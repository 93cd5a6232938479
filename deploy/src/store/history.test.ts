import { versionStack, type HistoryEntry } from './history';

const entry = (action: HistoryEntry['action'], toVersion: string, app = 'mf-games'): HistoryEntry => ({
  at: '2030-01-01T00:00:00.000Z',
  actor: 'x',
  env: 'production',
  action,
  app,
  fromVersion: null,
  toVersion,
});

it('stacks publishes and pops on rollback, so repeated rollbacks keep going back', () => {
  const entries = [
    entry('publish', '1'),
    entry('publish', '2'),
    entry('publish', 'x', 'mf-home'),
    entry('promote', '3'),
    entry('rollback', '2'),
  ];
  expect(versionStack(entries, 'mf-games')).toEqual(['1', '2']);
});

it('pushes a rollback target that was never live, and ignores a re-publish of the live version', () => {
  expect(versionStack([entry('publish', '2'), entry('publish', '2'), entry('rollback', '1')], 'mf-games')).toEqual(['2', '1']);
});
