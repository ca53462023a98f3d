import type { OrderTransportType } from '@peresadka/contracts/enums';
import { uiMessages } from '@peresadka/contracts/messages';
import { Link } from 'react-router';
import styles from '../OrderCreate.module.css';

/**
 * SPEC §2/§6: only a signed-in user orders. The message stays while the visitor is anonymous;
 * sign-in comes back here, where the chosen ride and the draft are still kept.
 */
export function LoginNotice({ type }: { type: OrderTransportType }) {
  return (
    <div className={styles.notice}>
      <p role="alert">{uiMessages.loginToOrder}</p>
      <p className={styles.noticeActions}>
        <Link to="/login" state={{ redirect: `/payment/create/${type}` }} className="button">
          Войти
        </Link>
        <Link to="/register">Зарегистрироваться</Link>
      </p>
    </div>
  );
}
