import { useQuery } from '@tanstack/react-query';
import MarkdownToJsx, { RuleType, type MarkdownToJSX } from 'markdown-to-jsx';
import { Fragment, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Markdown.module.css';

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Keeps the page's outline whole: a text's own headings sit below the heading it is shown under. */
function shiftedHeadings(shift: number): MarkdownToJSX.Overrides {
  const overrides: MarkdownToJSX.Overrides = {};
  headingTags.forEach((tag, i) => {
    overrides[tag] = { component: headingTags[Math.min(5, i + shift)]! };
  });
  return overrides;
}

/** Site links stay inside the app; others leave it without handing it our window. */
function MarkdownLink({ href: given, children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  // The sanitizer leaves no address (null) where the text gave a script one.
  const href = given ?? '';
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  const external = /^https?:/i.test(href);
  return (
    <a {...rest} href={href} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

const rawHtml = new Set<string>([
  RuleType.htmlBlock,
  RuleType.htmlSelfClosing,
  RuleType.htmlComment,
]);

/**
 * Renders a markdown text (GFM tables included). Raw HTML inside it is dropped, never turned
 * into elements, and `javascript:` and other script addresses are emptied (markdown-to-jsx's
 * sanitizer), so a text file cannot run script on the page however it was edited.
 */
export function Markdown({ source, headingShift = 0 }: { source: string; headingShift?: number }) {
  return (
    <div className={styles.markdown}>
      <MarkdownToJsx
        options={{
          forceBlock: true,
          // The div above is the wrapper.
          forceWrapper: true,
          wrapper: Fragment,
          overrides: { ...shiftedHeadings(headingShift), a: MarkdownLink },
          renderRule: (next, node) => (rawHtml.has(node.type) ? null : next()),
          // Anchors by the heading's own (Cyrillic) words; the default keeps Latin letters only.
          slugify: (text) =>
            text
              .toLowerCase()
              .replace(/[^\p{L}\p{N}]+/gu, '-')
              .replace(/^-|-$/g, ''),
        }}
      >
        {source}
      </MarkdownToJsx>
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
