import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';

export function PaymentSuccessScreen() {
  return (
    <Page heading="Оплата заказа">
      <EmptyState>Заказ с таким кодом не найден.</EmptyState>
    </Page>
  );
}
