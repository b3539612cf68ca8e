/** A variation with this few units left is shown as running out (the card, the product page, a shop's shelf). */
export const LOW_STOCK_THRESHOLD = 3;

/** How the storefront tells a count of free units: out of stock, a few left, or in stock. */
export function stockState(stock: number) {
  if (stock <= 0) return 'out_of_stock' as const;
  return stock <= LOW_STOCK_THRESHOLD ? ('low_stock' as const) : ('in_stock' as const);
}
