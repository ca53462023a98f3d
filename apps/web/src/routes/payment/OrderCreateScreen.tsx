import { uiMessages } from '@peresadka/contracts/messages';
import { Navigate, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { useSignedIn } from '../../state/session.ts';
import { isOrderType } from './order-types.ts';

/** SPEC §2: an unknown order type goes back to the results; visitors are asked to sign in. */
export function OrderCreateScreen() {
  const { type } = useParams();
  const signedIn = useSignedIn();
  if (!isOrderType(type)) return <Navigate to="/results" replace />;
  return (
    <Page heading="Оформление заказа">
      {signedIn ? (
        <EmptyState>Выберите маршрут в результатах поиска, чтобы оформить заказ.</EmptyState>
      ) : (
        <p role="alert">{uiMessages.loginToOrder}</p>
      )}
    </Page>
  );
}
