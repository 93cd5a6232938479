import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '@casino/mf-shared';
import { DepositStore } from '../stores/deposit-store';
import { DepositForm } from './deposit-form';

/** The deposit of the fast-payment window: fast methods only, for the session's member or a named account. */
export const FastDepositForm = observer(function FastDepositForm({ memberAccount }: { memberAccount: string | null }) {
  const root = useStores();
  const currency = root.session.currency ?? root.site.currency;
  const [store] = useState(() => new DepositStore(root, { kind: 'fast', currency, memberAccount }));
  useEffect(() => store.start(), [store]);
  return <DepositForm store={store} />;
});
