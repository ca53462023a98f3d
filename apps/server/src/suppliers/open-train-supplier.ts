import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { Cache } from '../infra/cache/cache.ts';
import type { PlaceDirectory } from '../suggest/place-directory.ts';
import { ImClient } from './im/im-client.ts';
import { ImTrainSale } from './im/im-train-sale.ts';
import { ImTrainSupplier } from './im/im-train-supplier.ts';
import type { InventoryService } from './local/inventory-service.ts';
import { LocalTrainSupplier } from './local/local-train-supplier.ts';
import { SupplierCache } from './supplier-cache.ts';
import type { TrainSale, TrainSupplier } from './train-supplier.ts';

/**
 * The train seats' owner the configuration names (TRAIN_SUPPLIER), and its sale when an outside
 * supplier owns them (our own seats are sold in the order's own transaction).
 */
export function openTrainSupplier(
  config: AppConfig['trains'],
  deps: {
    inventory: InventoryService;
    cache: Cache;
    places: PlaceDirectory;
    now: () => Date;
    log: FastifyBaseLogger;
  },
): { trains: TrainSupplier; sale: TrainSale | null } {
  if (config.supplier === 'local') {
    return { trains: new LocalTrainSupplier(deps.inventory, deps.now), sale: null };
  }
  const client = new ImClient(config.im, deps.log);
  const trains = new ImTrainSupplier({
    client,
    cache: new SupplierCache(deps.cache, 'im'),
    places: deps.places,
    log: deps.log,
  });
  return { trains, sale: new ImTrainSale(client, (ride) => trains.placesChanged(ride)) };
}
