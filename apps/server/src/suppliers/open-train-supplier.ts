import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { Cache } from '../infra/cache/cache.ts';
import type { PlaceDirectory } from '../suggest/place-directory.ts';
import { ImClient } from './im/im-client.ts';
import { ImTrainSupplier } from './im/im-train-supplier.ts';
import type { InventoryService } from './local/inventory-service.ts';
import { LocalTrainSupplier } from './local/local-train-supplier.ts';
import { SupplierCache } from './supplier-cache.ts';
import type { TrainSupplier } from './train-supplier.ts';

/** The train seats' owner the configuration names (TRAIN_SUPPLIER). */
export function openTrainSupplier(
  config: AppConfig['trains'],
  deps: {
    inventory: InventoryService;
    cache: Cache;
    places: PlaceDirectory;
    now: () => Date;
    log: FastifyBaseLogger;
  },
): TrainSupplier {
  if (config.supplier === 'local') return new LocalTrainSupplier(deps.inventory, deps.now);
  return new ImTrainSupplier({
    client: new ImClient(config.im, deps.log),
    cache: new SupplierCache(deps.cache, 'im'),
    places: deps.places,
    log: deps.log,
  });
}
