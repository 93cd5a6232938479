import type { DemoGameType } from '../api/demo-types';
import { demoTypesFor } from './demo-access';

const provider = (gp_id: string, game_type: number, is_demo = 1) => ({ gp_id, gp_name: gp_id, game_type, is_demo });
const types: DemoGameType[] = [
  { gt_id: 2, gt_name: 'Slot', gp_list: ['GPR8', 'GPJD', 'GPJL', 'GPFC', 'GPPG'].map((id) => provider(id, 2, id === 'GPPG' ? 0 : 1)) },
  { gt_id: 6, gt_name: 'Chess', gp_list: [provider('GPJL', 6)] },
  { gt_id: 3, gt_name: 'Live', gp_list: [provider('GPBB', 3, 0)] },
];

describe('demoTypesFor', () => {
  it('gives visitors only game type 2 with GPR8, GPJD, GPFC and GPJL', () => {
    const visible = demoTypesFor(types, false);
    expect(visible.map((type) => type.gt_id)).toEqual([2]);
    expect(visible[0]?.gp_list.map((p) => p.gp_id)).toEqual(['GPR8', 'GPJD', 'GPJL', 'GPFC']);
  });

  it('gives members every type with a demo provider', () => {
    const visible = demoTypesFor(types, true);
    expect(visible.map((type) => type.gt_id)).toEqual([2, 6]);
    expect(visible[0]?.gp_list.map((p) => p.gp_id)).not.toContain('GPPG');
  });
});
