import { kopecksOf, type Amount, type Receipt } from '@peresadka/contracts/yookassa-v3';

/**
 * 54-ФЗ: a receipt's lines must add up to exactly what is paid. Quantities have up to three
 * decimals, so the sum is kept in thousandths of a kopeck, in BigInt, and never rounds.
 */
export function receiptMatches(receipt: Receipt, amount: Amount): boolean {
  let total = 0n;
  for (const item of receipt.items) {
    total += BigInt(kopecksOf(item.amount)) * thousandths(item.quantity);
  }
  return total === BigInt(kopecksOf(amount)) * 1000n;
}

function thousandths(quantity: string): bigint {
  const [whole = '0', fraction = ''] = quantity.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
}
