import { tyiynToSom } from '../../lib/money.js';

interface CostedLine {
  unitPrice: number;
  unitCost: number | null;
  quantity: number;
}

/**
 * What an order's lines earn: Σ (unit price − unit cost) × quantity in tyiyn over the lines whose
 * cost was known when they were written, in som; the lines without one are counted, not guessed.
 * Before the order's discounts (promo code, points), which belong to the order, not to a line.
 */
export function orderMargin(lines: CostedLine[]) {
  let tyiyn = 0;
  let withoutCost = 0;
  for (const line of lines) {
    if (line.unitCost === null) withoutCost += 1;
    else tyiyn += (line.unitPrice - line.unitCost) * line.quantity;
  }
  return { amount: tyiynToSom(tyiyn), lines_without_cost: withoutCost };
}
