import { DEMO_FEED_OPTIONS } from '@peresadka/geo/demo-timetable/demo-settings';
import { generateDemoFeed } from '@peresadka/geo/demo-timetable/generate';
import { geography } from '@peresadka/geo/geography';
import { describe, expect, it } from 'vitest';
import { catalogueOfFeed } from './catalogue.ts';
import { Railway } from './railway.ts';
import { MOSCOW, testCatalogue } from './test-network.test-support.ts';

describe('the catalogue of a feed', () => {
  it('keeps the trains and the railway stations, not planes, buses or airports', () => {
    const catalogue = testCatalogue();
    expect(catalogue.trains.map((t) => t.number)).toEqual(['752А', '002Й', '054Й', '100Э', '900Й']);
    expect(catalogue.stations.every((s) => /^[34]\d{8}$/.test(s.code))).toBe(true);
    expect(Object.keys(catalogue.carriers)).toEqual(['FPK', 'DOSS']);
    expect(new Railway(catalogue).stationsOf(String(MOSCOW)).size).toBe(4);
  });

  it('sells every train of the demonstration network', () => {
    const network = geography();
    const feed = generateDemoFeed(network, DEMO_FEED_OPTIONS);
    const catalogue = catalogueOfFeed(feed, network);
    expect(catalogue.trains).toHaveLength(feed.trips.filter((t) => t.mode === 'TRAIN').length);
    const railway = new Railway(catalogue);
    for (const train of catalogue.trains) {
      for (const stop of train.stops) expect(railway.station(stop.stationCode)).toBeDefined();
    }
    expect(railway.trainsNumbered('752А')).toHaveLength(1);
  });
});
