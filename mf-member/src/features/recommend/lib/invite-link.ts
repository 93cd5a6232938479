/** The path a friend's invite opens: the site's home with the code (the shell keeps it for registration) and the register tab; `useSiteLink` makes it absolute. */
export function invitePath(code: string): string {
  return `/?invite=${encodeURIComponent(code)}&modal=register`;
}
