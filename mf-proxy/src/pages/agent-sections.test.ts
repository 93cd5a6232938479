import { applicationMenu, centreMenu } from '../features/agent-centre/lib/menu';
import { agentSections } from './agent-sections';

describe('agentSections', () => {
  it('has the component of every page of the application and centre menus', () => {
    const pages = [...applicationMenu, ...centreMenu].map((entry) => entry.page);
    expect(pages).toHaveLength(9);
    expect(pages.filter((page) => agentSections[page] === undefined)).toEqual([]);
  });
});
