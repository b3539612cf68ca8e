import type { SeededRandom } from '@aruu/api/lib/seeded-random';
import type { FamilySlug } from './catalogue-types.js';
import type { PlacedLeaf } from './reference-rows.js';

/**
 * The leaf category of every product, in product order: each leaf gets a share proportional
 * to its weight (at least one product when there are enough), then the order is shuffled.
 */
export function planLeaves(random: SeededRandom, leaves: PlacedLeaf[], productCount: number): PlacedLeaf[] {
  const guaranteed = productCount >= leaves.length ? 1 : 0;
  const quotas = proportionalQuotas(
    leaves.map((placed) => placed.leaf.weight),
    productCount - guaranteed * leaves.length,
  );
  const plan = leaves.flatMap((placed, index) => Array<PlacedLeaf>(guaranteed + (quotas[index] ?? 0)).fill(placed));
  return random.shuffle(plan);
}

/** Largest-remainder apportionment of `total` by `weights`: the quotas add up to `total` exactly. */
function proportionalQuotas(weights: number[], total: number): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (weight / weightSum) * total);
  const quotas = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let missing = total - quotas.reduce((sum, quota) => sum + quota, 0);
  for (const { index } of byRemainder) {
    if (missing-- <= 0) break;
    quotas[index] = (quotas[index] ?? 0) + 1;
  }
  return quotas;
}

export interface BrandCandidate {
  id: number;
  families: FamilySlug[];
}

/**
 * Deals brands to products family by family from a shuffled deck in which bigger brands
 * appear up to three times. A brand is dealt once per pass through its family's deck, so
 * every brand gets products as soon as its families have more products than deck cards.
 */
export function createBrandDealer(random: SeededRandom, brands: BrandCandidate[]): (family: FamilySlug) => number {
  const cards = new Map<FamilySlug, number[]>();
  for (const brand of brands) {
    const copies = random.int(1, 3);
    for (const family of brand.families) {
      const deck = cards.get(family) ?? [];
      for (let copy = 0; copy < copies; copy++) deck.push(brand.id);
      cards.set(family, deck);
    }
  }
  const decks = new Map<FamilySlug, { cards: number[]; next: number }>();
  return (family) => {
    const familyCards = cards.get(family);
    if (!familyCards) throw new Error(`No brand makes ${family} products`);
    let deck = decks.get(family);
    if (!deck || deck.next === deck.cards.length) {
      deck = { cards: random.shuffle([...familyCards]), next: 0 };
      decks.set(family, deck);
    }
    return deck.cards[deck.next++] as number;
  };
}
