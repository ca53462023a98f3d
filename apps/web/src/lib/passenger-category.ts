import {
  passengerCategoryLabels,
  type LegTransportType,
  type OrderTransportType,
  type PassengerCategory,
} from '@peresadka/contracts/enums';
import { fareRules } from '@peresadka/contracts/fare-rules';

const modeOfOrder: Record<OrderTransportType, LegTransportType> = {
  bus: 'BUS',
  avia: 'PLANE',
  train: 'TRAIN',
};

/**
 * A passenger's category as the order form of that mode named it («Детский (до 10 лет)» on a
 * train, «Ребёнок (от 2 до 12 лет)» on a plane), so the traveller recognises what they chose.
 */
export function categoryLabel(type: OrderTransportType, category: PassengerCategory): string {
  return fareRules[modeOfOrder[type]][category]?.label ?? passengerCategoryLabels[category];
}
