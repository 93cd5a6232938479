/** The register link a friend opens: the site's home with the code (the shell keeps it for registration) and the register tab. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/?invite=${encodeURIComponent(code)}&modal=register`;
}
