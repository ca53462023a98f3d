import { uiMessages } from '@peresadka/contracts/messages';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/Page.tsx';
import { Notice } from '../../components/account-form/Notice.tsx';
import { useActivation } from '../../features/accounts/api/activate.ts';

/** SPEC §2: the mailed link activates the account; success leads to /login, failure home. */
export function ActivateScreen() {
  const { uid = '', token = '' } = useParams();
  const activation = useActivation(uid, token);
  return (
    <Page heading="Активация учётной записи">
      {activation.isPending && <p role="status">Активируем учётную запись…</p>}
      {activation.isSuccess && (
        <Notice>
          <p>{activation.data.detail}</p>
          <p>
            <Link to="/login">Войти</Link>
          </p>
        </Notice>
      )}
      {activation.isError && (
        <Notice>
          <p>{uiMessages.activationFailed}</p>
          <p>
            <Link to="/" className="button">
              На главную
            </Link>
          </p>
        </Notice>
      )}
    </Page>
  );
}
