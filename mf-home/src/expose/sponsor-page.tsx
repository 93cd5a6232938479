import type { PageProps } from '@casino/mf-shared';

export default function SponsorPage(_props: PageProps) {
  return <h1>SponsorPage</h1>;
}
