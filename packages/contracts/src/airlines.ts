/**
 * Names of the airlines a traveller meets on Russian routes, by IATA code, as the airlines call
 * themselves to Russian travellers: one name each, no second name in brackets, as the label
 * adds the code in brackets. Zod-free, so any page may show them.
 */
export const AIRLINE_NAMES: Readonly<Record<string, string>> = {
  SU: 'Аэрофлот',
  FV: 'Россия',
  DP: 'Победа',
  S7: 'S7 Airlines',
  U6: 'Уральские авиалинии',
  UT: 'ЮТэйр',
  N4: 'Северный ветер',
  '5N': 'Смартавиа',
  YC: 'Ямал',
  A4: 'Азимут',
  HZ: 'Аврора',
  WZ: 'Ред Вингс',
  IO: 'ИрАэро',
  R3: 'Якутия',
  Y7: 'НордСтар',
  '6R': 'Алроса',
  ZF: 'Азур Эйр',
  EO: 'Пегас Флай',
  '7R': 'РусЛайн',
  KV: 'КрасАвиа',
  '2G': 'Ангара',
  '4G': 'Газпромавиа',
};

/**
 * A carrier as every page and ticket names it, its name and code once: «Аэрофлот (SU)»,
 * «S7 Airlines» (the code is in the name already), an airline we have no name for by the name
 * its timetable gives or its bare code, a railway or a bus company (whose «code» is its name)
 * as it is.
 */
export function carrierLabel(code: string, name?: string | null): string {
  const known = AIRLINE_NAMES[code] ?? name?.trim();
  if (!known || known === code) return code;
  return known.includes(code) ? known : `${known} (${code})`;
}

/** Several carriers of one ride (the flights of a connection), each once. */
export const carriersLabel = (codes: readonly string[]): string =>
  [...new Set(codes)].map((code) => carrierLabel(code)).join(', ');
