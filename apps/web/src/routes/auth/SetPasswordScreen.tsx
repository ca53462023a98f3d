import { Navigate } from 'react-router';
import { useSignedIn } from '../../state/session.ts';
import { AccountsPending } from './AccountsPending.tsx';

/** SPEC §4: changing the password needs a signed-in visitor; others go to sign in first. */
export function SetPasswordScreen() {
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/login" replace state={{ redirect: '/set_password' }} />;
  return <AccountsPending heading="Смена пароля" />;
}
