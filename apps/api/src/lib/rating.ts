/** The product's rating as cards show it (average to one decimal), or null while nobody has rated it. */
export function ratingOf(ratingSum: number, reviewCount: number): { average: number; count: number } | null {
  if (reviewCount === 0) return null;
  return { average: Math.round((ratingSum / reviewCount) * 10) / 10, count: reviewCount };
}
