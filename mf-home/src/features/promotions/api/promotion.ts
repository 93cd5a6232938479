export interface Promotion {
  id: number;
  category: string;
  title: string;
  summary: string;
  photo_path: string;
  mobile_photo_path: string;
  start_at: string | null;
  end_at: string | null;
  sort: number;
}

export interface PromotionDetail extends Promotion {
  /** HTML, sanitised before rendering. */
  content: string;
}
