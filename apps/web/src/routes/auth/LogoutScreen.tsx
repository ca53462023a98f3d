import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { setAccessToken } from '../../state/session.ts';

/** Forgets the in-memory token and returns home. */
export function LogoutScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    setAccessToken(null);
    void navigate('/', { replace: true });
  }, [navigate]);
  return <Page heading="Выход" />;
}
