import { AccountsPending } from './AccountsPending.tsx';

export function ResetPasswordScreen() {
  return <AccountsPending heading="Новый пароль" />;
}
