import { allSections } from '../features/user-center/lib/menu';
import { userCenterSections } from './user-center-sections';

describe('userCenterSections', () => {
  it('has the component of every page of the member centre (the menu and the pages reached by link)', () => {
    expect(allSections.length).toBeGreaterThan(10);
    expect(allSections.filter((leaf) => userCenterSections[leaf.section] === undefined).map((leaf) => leaf.section)).toEqual([]);
  });
});
