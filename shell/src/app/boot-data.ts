import type { BootData } from '@casino/contracts';

export const BOOT_ELEMENT_ID = 'casino-boot';

/** Reads the manifest and site configuration the shell server wrote into the page. */
export function readBootData(doc: Document): BootData {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page carries no boot data: it must be served by the shell server.');
  return JSON.parse(element.textContent) as BootData;
}
