/** A pop-up or history bulletin as the API sends it. */
export interface Bulletin {
  id: number;
  title: string;
  /** Stored HTML, unsanitised: it goes through sanitizeHtml before it reaches the DOM. */
  display_content: string;
  /** Plain text of the same content. */
  content: string;
  /** 0 both, 1 desktop, 2 mobile. */
  display_device: number;
  sort: number;
  updated_at: string;
  setting?: { display_frequency?: number } | null;
}

export interface BulletinListResponse {
  web_bulletin_list?: Bulletin[] | null;
}

/** display_device of a layout: 1 desktop, 2 mobile. */
export function bulletinDevice(isDesktop: boolean): 1 | 2 {
  return isDesktop ? 1 : 2;
}

/** Keeps the bulletins meant for this device (0 is both). */
export function forDevice(list: Bulletin[], device: 1 | 2): Bulletin[] {
  return list.filter((item) => Number(item.display_device) === 0 || Number(item.display_device) === device);
}
