/**
 * Taxpayer numbers (ИНН) of the carriers, as blanks print them: АО «ФПК» sells the long-distance
 * trains, ОАО «РЖД» (its Дирекция скоростного сообщения) the high-speed ones. Carriers not
 * listed print none.
 */
const CARRIER_TINS: Record<string, string> = {
  FPK: '7708709686',
  DOSS: '7708503727',
};

export const carrierTin = (carrierCode: string): string | null => CARRIER_TINS[carrierCode] ?? null;
