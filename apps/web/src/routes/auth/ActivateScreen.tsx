import { AccountsPending } from './AccountsPending.tsx';

export function ActivateScreen() {
  return <AccountsPending heading="Активация учётной записи" />;
}
