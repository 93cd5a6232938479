import { showsOnDisplayDevice } from '../device/device-codes';
import type { Device } from '../device/device-codes';

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

/** Keeps the bulletins meant for this layout (display_device 0 is both). */
export function forDevice(list: Bulletin[], device: Device): Bulletin[] {
  return list.filter((item) => showsOnDisplayDevice(item.display_device, device));
}
