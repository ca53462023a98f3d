import { uiMessages } from '@peresadka/contracts/messages';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Page } from '../components/Page.tsx';
import { ChunkLoadError } from './lazy-screen.ts';
import { documentTitle } from './screen-handle.ts';

/** Whatever a screen throws ends here: the visitor sees Russian text, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError;
  const heading = chunk ? uiMessages.chunkLoadFailed : uiMessages.unexpectedError;

  useEffect(() => {
    document.title = documentTitle(heading);
    if (!chunk) console.error(error);
  }, [chunk, error, heading]);

  return (
    <Page heading={heading}>
      <div role="alert" data-error={chunk ? 'chunk-load' : 'unexpected'}>
        {chunk ? (
          <>
            <p>
              Страница не загрузилась за отведённое время: возможно, пропало соединение или сайт
              только что обновился.
            </p>
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Обновить страницу
            </button>
          </>
        ) : (
          <>
            <p>Попробуйте обновить страницу или начать заново с главной.</p>
            <Link to="/" className="button" reloadDocument>
              На главную
            </Link>
          </>
        )}
      </div>
    </Page>
  );
}
