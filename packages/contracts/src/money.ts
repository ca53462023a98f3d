const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** Kopecks as the price a Russian reads: «2 890 ₽» (the site and the server's texts alike). */
export const formatRubles = (kopecks: number): string => `${rubles.format(kopecks / 100)} ₽`;
