import type { ComponentType } from 'react';

/**
 * The pages of the member centre, by their /user/<section> name. The menu (features/user-center)
 * and the pages (one feature each) never import each other: they meet here. Each feature adds its
 * own line; a section without an entry shows the "not there yet" note.
 */
export const userCenterSections: Partial<Record<string, ComponentType>> = {};
