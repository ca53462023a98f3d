import type { SearchTransportType } from '@peresadka/contracts/enums';
import type { SearchCriteria } from '@peresadka/contracts/search';
import type { SearchResponse } from '@peresadka/contracts/search-results';

type ModeTab = Exclude<SearchTransportType, 'COMBINED'>;

const MODE_TABS: readonly {
  tab: ModeTab;
  asked: 'airplane_enabled' | 'train_enabled' | 'bus_enabled';
  list: 'airplane' | 'train' | 'bus';
}[] = [
  { tab: 'PLANE', asked: 'airplane_enabled', list: 'airplane' },
  { tab: 'TRAIN', asked: 'train_enabled', list: 'train' },
  { tab: 'BUS', asked: 'bus_enabled', list: 'bus' },
];

/**
 * The tab the results open on while the visitor has not picked one: the first mode asked for
 * that has rides, so a search for trains alone opens on the trains, and one for everything
 * between cities without an airport opens where the trains or buses are. The combined tab only
 * when it was asked for and no mode asked for has a ride: its routes come later and change on
 * the way, so they are better only where nothing goes direct. Until the answer, the first mode
 * asked for.
 */
export function openingTab(
  criteria: Pick<
    SearchCriteria,
    'airplane_enabled' | 'train_enabled' | 'bus_enabled' | 'combined_enabled'
  >,
  answer: Pick<SearchResponse, 'airplane' | 'train' | 'bus'> | undefined,
): SearchTransportType {
  const asked = MODE_TABS.filter((m) => criteria[m.asked]);
  const withRides = answer && asked.find((m) => answer[m.list].length > 0);
  if (withRides) return withRides.tab;
  if (criteria.combined_enabled && (answer !== undefined || asked.length === 0)) {
    return 'COMBINED';
  }
  return asked[0]?.tab ?? 'PLANE';
}
