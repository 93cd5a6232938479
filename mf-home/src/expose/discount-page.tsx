import type { PageProps } from '@casino/mf-shared';

export default function DiscountPage(_props: PageProps) {
  return <h1>DiscountPage</h1>;
}
