import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { useLayout } from '../../app/layout.ts';
import { MarkdownFile, preloadMarkdown } from '../../components/Markdown.tsx';
import { Page } from '../../components/Page.tsx';
import styles from './HelpScreen.module.css';
import { RefundTables } from './RefundTables.tsx';
import { TicketCheck } from './TicketCheck.tsx';
import { findTopic, HELP_INDEX_SLUG, helpFileUrl, helpSections, type HelpTopic } from './topics.ts';

/** The topic's text arrives with the screen, not after it. */
export function loader({ params }: LoaderFunctionArgs): Promise<null> | null {
  const chosen = params.topic === undefined ? undefined : findTopic(params.topic);
  if (params.topic !== undefined && !chosen) return null;
  return preloadMarkdown(helpFileUrl(chosen?.slug ?? HELP_INDEX_SLUG));
}

/** SPEC §2 help centre: a menu of topics, each at /help/<topic>, and the chosen topic's text. */
export function HelpScreen() {
  const { topic: slug } = useParams();
  const chosen = slug === undefined ? undefined : findTopic(slug);
  const layout = useLayout();
  const menuId = useId();
  // On phones the menu folds away; choosing a topic folds it again.
  const [menuOpen, setMenuOpen] = useState(false);
  const folded = layout === 'mobile' && !menuOpen;

  // After choosing another topic, focus and the screen reader move to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownSlug = useRef(slug);
  useEffect(() => {
    if (shownSlug.current === slug) return;
    shownSlug.current = slug;
    heading.current?.focus();
  }, [slug]);

  return (
    <Page heading="Помощь">
      <div className={styles.layout}>
        <nav aria-label="Разделы помощи" className={styles.menu}>
          {layout === 'mobile' && (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={!folded}
              aria-controls={menuId}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              Разделы помощи
            </button>
          )}
          <div id={menuId} hidden={folded}>
            <ul className={styles.sections}>
              {helpSections.map((section) => (
                <li key={section.title}>
                  <span className={styles.sectionTitle}>{section.title}</span>
                  <ul className={styles.topics}>
                    {section.topics.map((topic) => (
                      <li key={topic.slug}>
                        <Link
                          to={`/help/${topic.slug}`}
                          aria-current={topic === chosen ? 'page' : undefined}
                          onClick={() => setMenuOpen(false)}
                        >
                          {topic.label} <span className="visually-hidden">({section.title})</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className={styles.support}>
              <Link to="/feedback">Написать в поддержку</Link>
            </p>
          </div>
        </nav>

        <article className={styles.article} aria-labelledby="help-topic-heading">
          <h2 id="help-topic-heading" ref={heading} tabIndex={-1} className={styles.heading}>
            {topicHeading(slug, chosen)}
          </h2>
          {slug === undefined || chosen ? (
            <>
              <MarkdownFile
                key={chosen?.slug ?? HELP_INDEX_SLUG}
                url={helpFileUrl(chosen?.slug ?? HELP_INDEX_SLUG)}
                headingShift={1}
              />
              {chosen?.refundRules && <RefundTables mode={chosen.refundRules} />}
              {chosen?.ticketCheck && <TicketCheck />}
            </>
          ) : (
            <p>
              Такой статьи в справке нет. Выберите тему в меню или{' '}
              <Link to="/help">откройте начало справки</Link>.
            </p>
          )}
          <p className={styles.ask}>
            Не нашли ответа? <Link to="/feedback">Напишите нам через форму поддержки</Link> — мы
            ответим на указанный e-mail.
          </p>
        </article>
      </div>
    </Page>
  );
}

function topicHeading(slug: string | undefined, chosen: HelpTopic | undefined): string {
  if (slug === undefined) return 'Справочный центр';
  return chosen?.heading ?? 'Статья не найдена';
}
