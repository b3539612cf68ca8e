import type { Db } from '@aruu/api/db/client';
import { products, reviews, users } from '@aruu/api/db/schema';
import { refreshRatingSummary } from '@aruu/api/modules/reviews/reviews.repository';
import { inArray } from 'drizzle-orm';

/** Shoppers who wrote the demo reviews; they cannot sign in (no password hash matches '!demo'). */
const reviewers = [
  { firstName: 'Айгерим', lastName: 'Касымова', language: 'ky' },
  { firstName: 'Нурлан', lastName: 'Бекташев', language: 'ky' },
  { firstName: 'Елена', lastName: 'Смирнова', language: 'ru' },
  { firstName: 'Динара', lastName: 'Абдыкадырова', language: 'ru' },
  { firstName: 'Sarah', lastName: 'Miller', language: 'en' },
  { firstName: 'Асель', lastName: 'Жумабаева', language: 'ru' },
] as const;

/** Texts by language and rating; a review's language is its author's. */
const texts: Record<'ru' | 'ky' | 'en', [number, string][]> = {
  ru: [
    [5, 'Пользуюсь второй месяц — кожа заметно мягче, текстура лёгкая, впитывается быстро. Возьму ещё.'],
    [4, 'Хорошее средство, аромат приятный и ненавязчивый. Минус звезда за упаковку: дозатор иногда заедает.'],
    [5, 'Брала по совету консультанта в ЦУМе и не пожалела. Без раздражения даже на моей чувствительной коже.'],
    [3, 'Неплохо, но чуда не случилось. Для своей цены — нормально.'],
  ],
  ky: [
    [5, 'Абдан жакты! Териме жеңил сиңет, жыты да жагымдуу. Досторума да сунуштадым.'],
    [4, 'Жакшы товар, натыйжасы бир жумада байкалды. Баасы бир аз кымбатыраак, бирок сапаты татыктуу.'],
    [5, 'Экинчи жолу алып жатам. Тери кургабайт, кечке чейин жумшак бойдон калат.'],
  ],
  en: [
    [5, 'Lovely texture and a subtle scent. My skin feels hydrated all day, even in the dry Bishkek winter.'],
    [4, 'Does what it promises. Delivery was quick and the packaging arrived intact.'],
  ],
};

/** Products with demo reviews: few enough that seeding stays quick. */
const REVIEWED_PRODUCTS = 24;
const DAY_MS = 86_400_000;

/**
 * Demo reviews in three languages on the first products of the demo catalogue, published, with
 * the products' rating summaries written as moderation would write them. Runs once, after the
 * catalogue is seeded.
 */
export async function seedDemoReviews(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const emails = reviewers.map((_, index) => `reviewer${index + 1}@demo.aruu.kg`);
    // The reviewers outlive a rebuilt catalogue (its truncation takes only their reviews).
    await tx
      .insert(users)
      .values(
        reviewers.map((reviewer, index) => ({
          ...reviewer,
          email: emails[index]!,
          passwordHash: '!demo',
          termsAcceptedAt: new Date(),
          adultConfirmedAt: new Date(),
        })),
      )
      .onConflictDoNothing();
    const authors = await tx
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(inArray(users.email, emails))
      .orderBy(users.id);
    const [written] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        inArray(
          reviews.userId,
          authors.map((a) => a.id),
        ),
      )
      .limit(1);
    if (written) return;
    const productRows = await tx
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(REVIEWED_PRODUCTS);
    const rows = productRows.flatMap((product, productIndex) =>
      // Two to four reviews per product, by different authors, so the distributions differ.
      authors.slice(0, 2 + (productIndex % 3)).map((author, authorIndex) => {
        const own = texts[author.language];
        const [rating, text] = own[(productIndex + authorIndex) % own.length]!;
        const publishedAt = new Date(Date.now() - (productIndex * 3 + authorIndex * 11 + 1) * DAY_MS);
        return {
          productId: product.id,
          userId: author.id,
          rating,
          text,
          status: 'published' as const,
          verifiedPurchase: (productIndex + authorIndex) % 2 === 0,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    );
    if (rows.length === 0) return;
    await tx.insert(reviews).values(rows);
    for (const product of productRows) await refreshRatingSummary(tx, product.id);
  });
}
