import type { createBrowserRouter } from '@casino/mf-shared';

/** The shell's router: app.tsx provides it, the session services navigate with it. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;
