import type { PageProps } from '@casino/mf-shared';

export default function AppPage(_props: PageProps) {
  return <h1>AppPage</h1>;
}
