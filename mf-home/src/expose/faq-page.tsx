import type { PageProps } from '@casino/mf-shared';

export default function FaqPage(_props: PageProps) {
  return <h1>FaqPage</h1>;
}
