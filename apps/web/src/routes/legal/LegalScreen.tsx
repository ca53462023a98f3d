import { Link, useLocation, type LoaderFunctionArgs } from 'react-router';
import { useScreenHandle } from '../../app/screen-handle.ts';
import { MarkdownFile, preloadMarkdown } from '../../components/Markdown.tsx';
import { Page } from '../../components/Page.tsx';
import { legalFileUrl } from './documents.ts';

/** The document's text arrives with the screen, not after it. */
export const loader = ({ request }: LoaderFunctionArgs): Promise<null> =>
  preloadMarkdown(legalFileUrl(new URL(request.url).pathname));

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
