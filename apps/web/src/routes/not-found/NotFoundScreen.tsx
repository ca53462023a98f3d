import { uiMessages } from '@peresadka/contracts/messages';
import { Link } from 'react-router';
import { Page } from '../../components/Page.tsx';

export function NotFoundScreen() {
  return (
    <Page heading={uiMessages.pageNotFound}>
      <p data-testid="not-found">
        Такой страницы у нас нет: возможно, в адресе опечатка или ссылка устарела.
      </p>
      <Link to="/" className="button">
        На главную
      </Link>
    </Page>
  );
}
