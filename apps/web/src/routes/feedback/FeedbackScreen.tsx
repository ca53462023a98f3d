import { ZFeedbackRequest } from '@peresadka/contracts/feedback';
import { Link } from 'react-router';
import { sendFeedback } from '../../features/feedback/api/send-feedback.ts';
import { AccountForm } from '../../components/account-form/AccountForm.tsx';
import { Page } from '../../components/Page.tsx';

/** SPEC §2 support form: kept by us and mailed to the support desk; anyone may write. */
export function FeedbackScreen() {
  return (
    <Page heading="Поддержка">
      <p>
        Ответы на частые вопросы — в <Link to="/help">справочном центре</Link>. Если там нет ответа,
        напишите нам: ответим на указанный e-mail.
      </p>
      <AccountForm
        label="Обращение в поддержку"
        schema={ZFeedbackRequest}
        fields={[
          { name: 'name', label: 'Имя', autoComplete: 'name' },
          { name: 'contact_email', label: 'E-mail', kind: 'email', autoComplete: 'email' },
          { name: 'contact_phone', label: 'Телефон', kind: 'tel', autoComplete: 'tel' },
          { name: 'text', label: 'Сообщение', kind: 'textarea' },
        ]}
        submitLabel="Отправить"
        onSubmit={sendFeedback}
        next={<Link to="/help">В справочный центр</Link>}
      />
    </Page>
  );
}
