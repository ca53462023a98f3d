import { uiMessages } from '@peresadka/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { callApi } from '../../api/client.ts';
import { Page } from '../../components/Page.tsx';
import { Notice } from '../../components/account-form/Notice.tsx';

/** SPEC §2: the mailed link activates the account; success leads to /login, failure home. */
export function ActivateScreen() {
  const { uid = '', token = '' } = useParams();
  // A query, not an effect: one request per link even when React renders twice.
  const activation = useQuery({
    queryKey: ['activate', uid, token],
    queryFn: () => callApi('activate', { body: { uid, token } }),
    retry: false,
    staleTime: Infinity,
  });
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
