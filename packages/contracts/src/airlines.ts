/**
 * Russian names of the airlines a traveller meets on Russian routes, by IATA code, as the
 * airlines call themselves in Russian: a card and a detail page print «Аэрофлот (SU)» rather
 * than a bare code. Zod-free, so any page may show them.
 */
export const AIRLINE_NAMES: Readonly<Record<string, string>> = {
  SU: 'Аэрофлот',
  FV: 'Россия',
  DP: 'Победа',
  S7: 'S7 Airlines (Сибирь)',
  U6: 'Уральские авиалинии',
  UT: 'ЮТэйр',
  N4: 'Северный ветер (Nordwind)',
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

/** «Аэрофлот (SU)»; an airline we have no name for shows its code alone. */
export const airlineText = (code: string): string => {
  const name = AIRLINE_NAMES[code];
  return name ? `${name} (${code})` : code;
};
