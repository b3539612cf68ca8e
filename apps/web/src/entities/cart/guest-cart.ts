/**
 * A signed-out shopper's cart, kept in this browser until they sign in and it is merged into
 * their account's cart (`use-guest-cart-merge.ts`). Only ids and quantities are kept: prices
 * and stock are always read from the shop.
 */
export interface GuestCartLine {
  product_id: number;
  variation_id: number;
  quantity: number;
  /**
   * Set when a merge into the account's cart has begun: how many pieces the account's cart held
   * then. The line's target is this plus `quantity`, so a merge repeated after a lost answer
   * sets the same total again instead of adding the pieces twice.
   */
  merge_base?: number;
}

const STORAGE_KEY = 'guest_cart';
export const MAX_LINE_QUANTITY = 99;
const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: GuestCartLine[] } = { raw: null, lines: [] };

function isLine(value: unknown): value is GuestCartLine {
  const line = value as GuestCartLine;
  return (
    typeof value === 'object' &&
    value !== null &&
    [line.product_id, line.variation_id, line.quantity].every((n) => Number.isInteger(n) && n > 0) &&
    (line.merge_base === undefined || (Number.isInteger(line.merge_base) && line.merge_base >= 0))
  );
}

export function guestCartLines(): GuestCartLine[] {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw === cached.raw) return cached.lines;
  let lines: GuestCartLine[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    lines = Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    // A damaged value is dropped rather than breaking every page.
  }
  cached = { raw, lines };
  return lines;
}

function save(lines: GuestCartLine[]) {
  if (lines.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  for (const listener of listeners) listener();
}

export function addToGuestCart(line: GuestCartLine) {
  const lines = guestCartLines();
  const existing = lines.find((item) => item.variation_id === line.variation_id);
  const quantity = Math.min(MAX_LINE_QUANTITY, (existing?.quantity ?? 0) + line.quantity);
  // A merge base already recorded stays: the pieces added now join the same target.
  save([...lines.filter((item) => item.variation_id !== line.variation_id), { ...existing, ...line, quantity }]);
}

export function setGuestCartQuantity(variationId: number, quantity: number) {
  const lines = guestCartLines();
  save(
    quantity <= 0
      ? lines.filter((item) => item.variation_id !== variationId)
      : lines.map((item) =>
          item.variation_id === variationId ? { ...item, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : item,
        ),
  );
}

/** A line that has been moved into the account's cart (or could not be) leaves this browser. */
export function removeGuestLine(variationId: number) {
  const lines = guestCartLines();
  if (lines.some((line) => line.variation_id === variationId)) {
    save(lines.filter((line) => line.variation_id !== variationId));
  }
}

/** Records, before a merge sends anything, what the account's cart held of each line. */
export function setGuestMergeBases(baseOf: (line: GuestCartLine) => number) {
  save(guestCartLines().map((line) => (line.merge_base === undefined ? { ...line, merge_base: baseOf(line) } : line)));
}

export function clearGuestCart() {
  save([]);
}

export function guestCartCount(lines = guestCartLines()): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function subscribeToGuestCart(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
