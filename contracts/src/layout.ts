/** Windows this wide or wider get the desktop layout (shell-and-public.md §2); the server's hints use it too. */
export const DESKTOP_MIN_WIDTH = 992;
