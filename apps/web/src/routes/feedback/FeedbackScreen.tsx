import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';

export function FeedbackScreen() {
  return (
    <Page heading="Поддержка">
      <EmptyState>Форма обращения в поддержку откроется вместе с личными кабинетами.</EmptyState>
    </Page>
  );
}
