import { passengerCategoryLabels } from '@peresadka/contracts/enum-labels';
import type {
  LegTransportType,
  OrderTransportType,
  PassengerCategory,
} from '@peresadka/contracts/enums';
import { fareRules } from '@peresadka/contracts/fare-rules';

/**
 * Whose terms an order's categories are in. A combined trip's traveller is typed once in the
 * airlines' terms, the widest; each of its legs then names the category by its own mode.
 */
const modeOfOrder: Record<OrderTransportType, LegTransportType> = {
  bus: 'BUS',
  avia: 'PLANE',
  train: 'TRAIN',
  combined: 'PLANE',
};

const isLegMode = (type: OrderTransportType | LegTransportType): type is LegTransportType =>
  type === 'PLANE' || type === 'TRAIN' || type === 'BUS';

/**
 * A passenger's category as the order form of that mode named it («Детский (до 10 лет)» on a
 * train, «Ребёнок (от 2 до 12 лет)» on a plane), so the traveller recognises what they chose.
 * A leg of a combined trip is named by its own mode: pass the reservation's `transport_type`.
 */
export function categoryLabel(
  type: OrderTransportType | LegTransportType,
  category: PassengerCategory,
): string {
  const mode = isLegMode(type) ? type : modeOfOrder[type];
  return fareRules[mode][category]?.label ?? passengerCategoryLabels[category];
}
