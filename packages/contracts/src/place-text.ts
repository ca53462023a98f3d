/**
 * The search field holds «Город (Регион)»; the region goes to the API separately (SPEC §4). A
 * city that is its own region (Москва, Санкт-Петербург, Севастополь) is not named twice.
 */
export function formatPlace(name: string, region: string | null | undefined): string {
  return region && region !== name ? `${name} (${region})` : name;
}

export function splitPlace(text: string): { name: string; region: string | null } {
  const match = /^(.*?)\s*\(([^()]*)\)$/.exec(text.trim());
  if (!match?.[1] || !match[2]) return { name: text.trim(), region: null };
  return { name: match[1], region: match[2].trim() };
}
