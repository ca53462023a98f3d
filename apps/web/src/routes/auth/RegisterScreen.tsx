import { AccountsPending } from './AccountsPending.tsx';

export function RegisterScreen() {
  return <AccountsPending heading="Регистрация" />;
}
