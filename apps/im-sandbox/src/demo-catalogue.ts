import { DEMO_FEED_OPTIONS } from '@peresadka/geo/demo-timetable/demo-settings';
import { generateDemoFeed } from '@peresadka/geo/demo-timetable/generate';
import { geography } from '@peresadka/geo/geography';
import { catalogueOfFeed, type TrainCatalogue } from './catalogue.ts';

/** The demonstration network's trains: the same feed the site shows, generated from the same seed. */
export function demoCatalogue(): TrainCatalogue {
  const network = geography();
  return catalogueOfFeed(generateDemoFeed(network, DEMO_FEED_OPTIONS), network);
}
