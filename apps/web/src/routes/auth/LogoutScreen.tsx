import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { revokeSession } from '../../features/accounts/api/revoke-session.ts';
import { Page } from '../../components/Page.tsx';
import { endSession } from '../../state/session.ts';

/** SPEC §4: revokes the refresh token, forgets the access token and goes to /login. */
export function LogoutScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    // Signed out here whatever the server says: the cookie is revoked or already useless.
    void revokeSession()
      .catch(() => undefined)
      .finally(() => {
        endSession();
        void navigate('/login', { replace: true });
      });
  }, [navigate]);
  return (
    <Page heading="Выход">
      <p role="status">Выходим…</p>
    </Page>
  );
}
