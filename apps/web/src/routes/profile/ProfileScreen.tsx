import { uiMessages } from '@peresadka/contracts/messages';
import { Navigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { useSignedIn } from '../../state/session.ts';

/** SPEC §2: the profile is for signed-in visitors; others are sent to sign in. */
export function ProfileScreen() {
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/login" replace state={{ redirect: '/profile' }} />;
  return (
    <Page heading="Личный кабинет">
      <EmptyState>{uiMessages.emptyList}</EmptyState>
    </Page>
  );
}
