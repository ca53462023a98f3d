import { RECEIPT_SUPPLIERS } from '@peresadka/contracts/receipt-suppliers';

/**
 * Taxpayer number (ИНН) of a carrier as its blanks print it: АО «ФПК» sells the long-distance
 * trains, ОАО «РЖД» (its Дирекция скоростного сообщения) the high-speed ones. The same list names
 * the carrier on the site's receipts, so a blank and a receipt never disagree; a carrier whose
 * number is a demonstration placeholder prints none.
 */
export function carrierTin(carrierCode: string): string | null {
  const supplier = RECEIPT_SUPPLIERS[carrierCode];
  return supplier && !supplier.demo ? supplier.inn : null;
}
