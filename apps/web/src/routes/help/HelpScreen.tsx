import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import styles from './HelpScreen.module.css';

/** SPEC §2 help centre sections; their texts arrive with the help-centre work. */
const sections = [
  {
    title: 'О сервисе',
    topics: ['Что это такое', 'Конфиденциальность', 'Условия использования', 'Публичная оферта'],
  },
  {
    title: 'Личный кабинет',
    topics: [
      'Регистрация и вход',
      'Мои поездки',
      'Избранное',
      'Смена пароля',
      'Смена e-mail',
      'Удаление учётной записи',
    ],
  },
  {
    title: 'Комбинированные маршруты',
    topics: [
      'Правила',
      'Как пользоваться',
      'Сколько пересадок',
      'Покупка',
      'Если не удаётся купить',
      'Возврат',
    ],
  },
  { title: 'Авиабилеты', topics: ['Правила', 'Покупка', 'Возврат'] },
  { title: 'Ж/д билеты', topics: ['Правила', 'Покупка', 'Возврат'] },
  { title: 'Автобусные билеты', topics: ['Правила', 'Покупка', 'Возврат'] },
];

export function HelpScreen() {
  return (
    <Page heading="Помощь">
      <div className={styles.layout}>
        <nav aria-label="Разделы помощи" className={styles.menu}>
          {sections.map((section) => (
            <details key={section.title} open>
              <summary>{section.title}</summary>
              <ul>
                {section.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </details>
          ))}
          <Link to="/feedback">Написать в поддержку</Link>
        </nav>
        <EmptyState>Статьи справочного центра готовятся. Вопрос можно задать поддержке.</EmptyState>
      </div>
    </Page>
  );
}
