/** The two layouts the site serves (the e2e projects' desktop 1280 px and mobile 390 px). */
export type Device = 'desktop' | 'mobile';

export const DEVICES: readonly Device[] = ['desktop', 'mobile'];
