import { useScreenHandle } from '../../app/screen-handle.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';

/** One screen serves every legal document; the route table names which. */
export function LegalScreen() {
  const title = useScreenHandle()?.title ?? 'Документ';
  return (
    <Page heading={title}>
      <EmptyState>Текст документа публикуется перед началом продажи билетов.</EmptyState>
    </Page>
  );
}
