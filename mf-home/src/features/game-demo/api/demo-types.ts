export interface DemoProvider {
  gp_id: string;
  gp_name: string;
  game_type: number;
  house?: string;
  is_demo?: number | boolean;
  icon?: string;
}

export interface DemoGameType {
  gt_id: number;
  gt_name: string;
  icon?: string;
  gp_list: DemoProvider[];
}

export interface DemoGame {
  id: number;
  gp_id: string;
  game_type: number;
  game_code: string;
  game_name: string;
  house?: string;
  icon_light?: string;
}
