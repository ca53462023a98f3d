import { uiMessages } from '@peresadka/contracts/messages';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import styles from './ResultsScreen.module.css';

const tabs = ['Комбинированные', 'Самолёт', 'Поезд', 'Автобус'];

export function ResultsScreen() {
  return (
    <Page heading="Результаты поиска">
      <div role="tablist" aria-label="Вид транспорта" className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={index === 0}
            className={styles.tab}
            disabled
          >
            {tab}
          </button>
        ))}
      </div>
      <EmptyState>{uiMessages.beforeSearch}</EmptyState>
    </Page>
  );
}
