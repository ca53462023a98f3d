import { Link, useLocation } from 'react-router';
import { useScreenHandle } from '../../app/screen-handle.ts';
import { MarkdownFile } from '../../components/Markdown.tsx';
import { Page } from '../../components/Page.tsx';
import { legalFileUrl } from './documents.ts';

/** One screen serves every legal document; the address names which (SPEC §2). */
export function LegalScreen() {
  const title = useScreenHandle()?.title ?? 'Документ';
  const { pathname } = useLocation();
  return (
    <Page heading={title}>
      <MarkdownFile
        url={legalFileUrl(pathname)}
        notFound={
          <p>
            Документ не найден. Все документы перечислены внизу страницы; вопросы можно задать{' '}
            <Link to="/feedback">поддержке</Link>.
          </p>
        }
      />
    </Page>
  );
}
