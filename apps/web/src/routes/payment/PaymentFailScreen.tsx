import { uiMessages } from '@peresadka/contracts/messages';
import { Link } from 'react-router';
import { Page } from '../../components/Page.tsx';

export function PaymentFailScreen() {
  return (
    <Page heading="Оплата не прошла">
      <p role="alert">{uiMessages.paymentFailed}</p>
      <Link to="/" className="button">
        На главную
      </Link>
    </Page>
  );
}
