import styles from './HomeScreen.module.css';

type Partner = { name: string; word: string; colour: string; kind: 'carrier' | 'payment' };

/**
 * Whom we sell and how the traveller pays (SPEC §2 «sponsor logos»): simple wordmarks drawn
 * here — a coloured plate with the name — not the companies' own artwork, which is theirs.
 */
const PARTNERS: readonly Partner[] = [
  { name: 'Аэрофлот', word: 'Аэрофлот', colour: '#02458d', kind: 'carrier' },
  { name: 'S7 Airlines', word: 'S7', colour: '#7ab51d', kind: 'carrier' },
  { name: 'Победа', word: 'Победа', colour: '#1f3c88', kind: 'carrier' },
  { name: 'Уральские авиалинии', word: 'Уральские', colour: '#a6192e', kind: 'carrier' },
  { name: 'ФПК — поезда дальнего следования', word: 'ФПК', colour: '#c8102e', kind: 'carrier' },
  {
    name: 'Автовокзалы и автобусные перевозчики',
    word: 'Автобусы',
    colour: '#ff8a00',
    kind: 'carrier',
  },
  { name: 'Платёжная система «Мир»', word: 'МИР', colour: '#0f754e', kind: 'payment' },
  { name: 'Система быстрых платежей', word: 'СБП', colour: '#5b2c83', kind: 'payment' },
  { name: 'ЮKassa', word: 'ЮKassa', colour: '#0a2540', kind: 'payment' },
];

function Wordmark({ partner }: { partner: Partner }) {
  return (
    <svg
      role="img"
      aria-label={partner.name}
      viewBox="0 0 120 40"
      width="120"
      height="40"
      className={styles.logo}
    >
      <rect width="120" height="40" rx="8" fill={partner.colour} />
      <text
        x="60"
        y="26"
        textAnchor="middle"
        fill="#fff"
        fontSize={partner.word.length > 7 ? 15 : 18}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {partner.word}
      </text>
    </svg>
  );
}

/** The carriers we sell and the ways to pay, below the fold: nine small drawings, no files. */
export function PartnerLogos() {
  const group = (kind: Partner['kind']) => PARTNERS.filter((p) => p.kind === kind);
  return (
    <section aria-labelledby="partners-heading" className={`${styles.block} ${styles.partners}`}>
      <h2 id="partners-heading">Партнёры</h2>
      <h3 className={styles.partnersKind}>Перевозчики</h3>
      <ul className={styles.logos}>
        {group('carrier').map((p) => (
          <li key={p.name}>
            <Wordmark partner={p} />
          </li>
        ))}
      </ul>
      <h3 className={styles.partnersKind}>Оплата</h3>
      <ul className={styles.logos}>
        {group('payment').map((p) => (
          <li key={p.name}>
            <Wordmark partner={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
