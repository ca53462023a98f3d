import { AccountsPending } from './AccountsPending.tsx';

export function LoginScreen() {
  return <AccountsPending heading="Вход" />;
}
