import { AccountsPending } from './AccountsPending.tsx';

export function ForgotPasswordScreen() {
  return <AccountsPending heading="Восстановление пароля" />;
}
