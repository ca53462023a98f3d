import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';

/** Every account screen says the same honest thing until sign-in exists on the server. */
export function AccountsPending({ heading }: { heading: string }) {
  return (
    <Page heading={heading}>
      <EmptyState>
        Личные кабинеты скоро откроются. Искать маршруты можно уже без входа —{' '}
        <Link to="/">на главной</Link>.
      </EmptyState>
    </Page>
  );
}
