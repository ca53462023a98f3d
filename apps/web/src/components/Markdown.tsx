import { useQuery } from '@tanstack/react-query';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import styles from './Markdown.module.css';

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Keeps the page's outline whole: a text's own headings sit below the heading it is shown under. */
function shiftedHeadings(shift: number): Components {
  const components: Components = {};
  headingTags.forEach((tag, i) => {
    const Tag = headingTags[Math.min(5, i + shift)]!;
    components[tag] = ({ node: _node, ...props }) => <Tag {...props} />;
  });
  return components;
}

/** Site links stay inside the app; others leave it without handing it our window. */
function MarkdownLink({ href = '', children, node: _node, ...rest }: LinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  const external = /^https?:/i.test(href);
  return (
    <a {...rest} href={href} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}
type LinkProps = ComponentPropsWithoutRef<'a'> & { node?: unknown };

/**
 * Renders a markdown text. Raw HTML inside it is dropped, never turned into elements, and
 * link addresses other than http(s), mailto and site paths are emptied (react-markdown's
 * default), so a text file cannot run script on the page however it was edited.
 */
export function Markdown({ source, headingShift = 0 }: { source: string; headingShift?: number }) {
  return (
    <div className={styles.markdown}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={{ ...shiftedHeadings(headingShift), a: MarkdownLink }}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}

/** The file is not there: the server answered with the site's page instead of a text. */
export class MarkdownNotFound extends Error {
  override readonly name = 'MarkdownNotFound';
}

/** Fetches a static markdown file of the site (SPEC §7: help and legal texts). */
export async function fetchMarkdown(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, headers: { accept: 'text/markdown, text/plain' } });
  // A missing file is a 404; a proxy with a history fallback may send the site's page instead.
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404 || (response.ok && type.includes('text/html')))
    throw new MarkdownNotFound(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** Texts fetched before their screen showed, by the screen's route loader. */
const preloaded = new Map<string, string>();

/**
 * Fetches a text before its screen is shown, so the screen appears with it instead of
 * growing when it comes (a layout shift under the reader's eyes). A failure is left to the
 * screen, which says so and offers a retry.
 */
export async function preloadMarkdown(url: string): Promise<null> {
  if (!preloaded.has(url)) {
    try {
      preloaded.set(url, await fetchMarkdown(url));
    } catch {
      // MarkdownFile fetches it again and shows why it failed.
    }
  }
  return null;
}

/** A markdown file of the site with its loading and failure states, in Russian. */
export function MarkdownFile({
  url,
  headingShift = 0,
  notFound,
}: {
  url: string;
  headingShift?: number;
  /** What to say when the file does not exist. */
  notFound?: ReactNode;
}) {
  const file = useQuery({
    queryKey: ['markdown', url],
    queryFn: ({ signal }) => fetchMarkdown(url, signal),
    initialData: () => preloaded.get(url),
    // A missing file will not appear on a retry; a dropped connection may come back.
    retry: (failures, error) => failures < 2 && !(error instanceof MarkdownNotFound),
    staleTime: Infinity,
  });

  if (file.isPending)
    return (
      <p className={styles.status} role="status">
        Загружаем текст…
      </p>
    );
  if (file.isError)
    return (
      <div className={styles.error} role="alert">
        {file.error instanceof MarkdownNotFound ? (
          (notFound ?? <p>Такого текста нет.</p>)
        ) : (
          <>
            <p>
              Не удалось загрузить текст. Проверьте подключение к интернету и попробуйте ещё раз.
            </p>
            <button type="button" className="button" onClick={() => void file.refetch()}>
              Повторить
            </button>
          </>
        )}
      </div>
    );
  return <Markdown source={file.data} headingShift={headingShift} />;
}
