import type { PageProps } from '@casino/mf-shared';

export default function HomePage(_props: PageProps) {
  return <h1>HomePage</h1>;
}
