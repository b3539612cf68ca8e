import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductDetail } from '@aruu/contract/catalog';
import { ErrorResponse } from '@aruu/contract/errors';
import { HelpfulAnswer, MyReview, MyReviewAnswer, ProductReviews } from '@aruu/contract/reviews';
import { StaffReview, StaffReviewList } from '@aruu/contract/staff-reviews';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { multipartUpload } from '../../../test/multipart.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { SWEEP_PHOTOS_JOB } from '../photos/photo-store.js';

const ctx = useTestApp({ PHOTOS_DIR: mkdtempSync(join(tmpdir(), 'aruu-reviews-')) });

type Tokens = { access_token: string; user: { id: number; email: string } };
let manager: SignedInStaff;
let warehouse: SignedInStaff;
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
});

function call(
  who: { access_token: string } | undefined,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? bearer(who) : {},
    ...(payload ? { payload } : {}),
  });
}

const codeOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error.code;

let taken = 0;
/** A published product nobody has reviewed yet (the demo catalogue has reviews on some). */
async function freshProduct(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select p.id from products p where p.published and p.review_count = 0
        and not exists (select 1 from reviews r where r.product_id = p.id)
        and exists (select 1 from variations v where v.product_id = p.id and v.position = 0 and v.stock >= 5)
        order by p.id offset ${taken} limit 1`,
  );
  taken += 1;
  return row!.id;
}

async function write(tokens: Tokens, productId: number, body: object = {}) {
  const response = await call(tokens, 'POST', `/products/${productId}/reviews`, {
    rating: 4,
    text: 'Хороший крем, кожа мягкая весь день',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return MyReview.parse(response.json());
}

async function approve(reviewId: number) {
  const response = await call(manager, 'POST', `/staff/reviews/${reviewId}/approve`);
  expect(response.statusCode, response.body).toBe(200);
  return StaffReview.parse(response.json());
}

const reviewsOf = async (productId: number, query = '', who?: Tokens) =>
  ProductReviews.parse((await call(who, 'GET', `/products/${productId}/reviews${query}`)).json());

const photo = (background = '#d08090') =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .toBuffer();

function uploadPhoto(who: Tokens, reviewId: number, bytes: Buffer) {
  const { payload, headers } = multipartUpload(bytes);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/reviews/${reviewId}/photos`,
    headers: { ...bearer(who), ...headers },
    payload,
  });
}

/** Buys the product's first variation: a cash order for pickup, marked paid by staff. */
async function buy(tokens: Tokens, productId: number) {
  const [variation] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where product_id = ${productId} order by position limit 1`,
  );
  const { order_id } = await placeOrder(ctx.app, tokens, {
    lines: [{ variationId: variation!.id }],
    delivery: { method: 'pickup', shop_id: 'tsum' },
    payment: 'cash',
  });
  const paid = await call(manager, 'POST', `/staff/orders/${order_id}/mark-paid`, {});
  expect(paid.statusCode, paid.body).toBe(200);
}

describe('reviews', () => {
  it('publishes a review only after approval, with the summary on the page and the card', async () => {
    const productId = await freshProduct();
    const alice = await registerShopper(ctx.app, { first_name: 'Aigerim', last_name: 'Kasymova' });
    const bob = await registerShopper(ctx.app);
    const mine = await write(alice, productId, { rating: 5 });
    expect(mine).toMatchObject({ status: 'pending', rating: 5, author: 'Aigerim K.', verified_purchase: false });
    expect((await reviewsOf(productId)).items).toEqual([]);

    await approve(mine.id);
    await approve((await write(bob, productId, { rating: 2 })).id);
    const page = await reviewsOf(productId);
    expect(page.summary).toEqual({ average: 3.5, count: 2, distribution: [0, 1, 0, 0, 1] });
    expect(page.items.map((review) => review.rating)).toEqual([2, 5]);
    const product = ProductDetail.parse((await call(undefined, 'GET', `/products/${productId}`)).json());
    expect(product.rating).toEqual({ average: 3.5, count: 2 });
    const [stored] = await queryRows<{ review_count: number; rating_sum: number }>(
      ctx.database,
      sql`select review_count, rating_sum from products where id = ${productId}`,
    );
    expect(stored).toEqual({ review_count: 2, rating_sum: 7 });
  });

  it('allows one review per shopper and product; an edit goes back to moderation and leaves the summary', async () => {
    const productId = await freshProduct();
    const alice = await registerShopper(ctx.app);
    const review = await write(alice, productId);
    const again = await call(alice, 'POST', `/products/${productId}/reviews`, {
      rating: 3,
      text: 'Ещё один отзыв на тот же товар',
    });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('review_exists');

    await approve(review.id);
    expect((await reviewsOf(productId)).summary.count).toBe(1);
    const edited = await call(alice, 'PATCH', `/reviews/${review.id}`, {
      rating: 1,
      text: 'Через неделю появились высыпания',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(MyReview.parse(edited.json())).toMatchObject({ status: 'pending', rating: 1, published_at: null });
    expect((await reviewsOf(productId)).summary).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] });
    const own = MyReviewAnswer.parse((await call(alice, 'GET', `/products/${productId}/reviews/mine`)).json());
    expect(own.review).toMatchObject({ id: review.id, text: 'Через неделю появились высыпания' });
  });

  it('marks a review verified when the author bought the product', async () => {
    const productId = await freshProduct();
    const buyer = await registerShopper(ctx.app);
    await buy(buyer, productId);
    expect((await write(buyer, productId)).verified_purchase).toBe(true);
    expect((await write(await registerShopper(ctx.app), productId)).verified_purchase).toBe(false);
  });

  it('holds profanity and links with the reason for the moderator; a rejection carries its reason', async () => {
    const productId = await freshProduct();
    const rude = await write(await registerShopper(ctx.app), productId, {
      text: 'Полная хуйня, лучше берите тут: https://spam.example.com',
    });
    const seller = await write(await registerShopper(ctx.app), productId, {
      text: 'Продам такой же дешевле, пишите в ватсап +996 555 123 456',
    });
    const list = StaffReviewList.parse(
      (await call(manager, 'GET', '/staff/reviews?status=pending&page_size=100')).json(),
    );
    expect(list.items.find((item) => item.id === rude.id)?.hold_reasons).toEqual(['profanity', 'link']);
    expect(list.items.find((item) => item.id === seller.id)?.hold_reasons).toEqual(['phone', 'marketplace']);

    const author = await registerShopper(ctx.app);
    const plain = await write(author, productId);
    expect(list.items.length).toBeGreaterThan(0);
    const rejected = await call(manager, 'POST', `/staff/reviews/${plain.id}/reject`, { reason: 'Отзыв не о товаре' });
    expect(StaffReview.parse(rejected.json())).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Отзыв не о товаре',
      hold_reasons: [],
    });
    const own = MyReviewAnswer.parse((await call(author, 'GET', `/products/${productId}/reviews/mine`)).json());
    expect(own.review).toMatchObject({ status: 'rejected', rejection_reason: 'Отзыв не о товаре' });
    const [audit] = await queryRows<{ action: string; actor_id: number }>(
      ctx.database,
      sql`select action, actor_id from audit_entries where object_type = 'review' and object_id = ${String(plain.id)}`,
    );
    expect(audit).toEqual({ action: 'review.rejected', actor_id: manager.userId });
    expect((await call(manager, 'POST', `/staff/reviews/${plain.id}/reject`, { reason: ' ' })).statusCode).toBe(400);
  });

  it('counts one helpful vote per shopper and sorts by it', async () => {
    const productId = await freshProduct();
    const [first, second, voter] = [
      await registerShopper(ctx.app),
      await registerShopper(ctx.app),
      await registerShopper(ctx.app),
    ];
    const older = await write(first, productId);
    const newer = await write(second, productId);
    await approve(older.id);
    await approve(newer.id);
    for (let i = 0; i < 2; i++) {
      const vote = await call(voter, 'POST', `/reviews/${older.id}/helpful`, { helpful: true });
      expect(HelpfulAnswer.parse(vote.json())).toEqual({ helpful_count: 1, voted_helpful: true });
    }
    expect((await reviewsOf(productId, '?sort=newest')).items.map((r) => r.id)).toEqual([newer.id, older.id]);
    const helpful = await reviewsOf(productId, '?sort=helpful', voter);
    expect(helpful.items.map((r) => [r.id, r.helpful_count, r.voted_helpful])).toEqual([
      [older.id, 1, true],
      [newer.id, 0, false],
    ]);
    const own = await call(first, 'POST', `/reviews/${older.id}/helpful`, { helpful: true });
    expect(codeOf(own)).toBe('own_review');
    const back = await call(voter, 'POST', `/reviews/${older.id}/helpful`, { helpful: false });
    expect(HelpfulAnswer.parse(back.json()).helpful_count).toBe(0);
  });

  it('takes up to three photos through the photo pipeline', async () => {
    const productId = await freshProduct();
    const alice = await registerShopper(ctx.app);
    const review = await write(alice, productId);
    const first = await uploadPhoto(alice, review.id, await photo('#d08090'));
    expect(first.statusCode).toBe(201);
    // The same picture again is recognised by its content hash: refused, and the review keeps one.
    const again = await uploadPhoto(alice, review.id, await photo('#d08090'));
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'photo_already_added']);
    expect(MyReview.parse(first.json()).photos).toHaveLength(1);
    for (const colour of ['#80d090', '#8090d0'])
      expect((await uploadPhoto(alice, review.id, await photo(colour))).statusCode).toBe(201);
    const fourth = await uploadPhoto(alice, review.id, await photo('#909090'));
    expect(codeOf(fourth)).toBe('review_photo_limit');
    const notImage = await uploadPhoto(alice, review.id, Buffer.from('not a picture at all'));
    expect(notImage.statusCode).toBe(422);
    const mine = MyReviewAnswer.parse((await call(alice, 'GET', `/products/${productId}/reviews/mine`)).json()).review!;
    expect(mine.photos).toHaveLength(3);
    expect(mine.photos[0]!.src).toMatch(/^\/photos\/[0-9a-f]{64}$/);
    const kept = await call(alice, 'PATCH', `/reviews/${review.id}`, { photo_ids: [mine.photos[1]!.id] });
    expect(MyReview.parse(kept.json()).photos.map((p) => p.id)).toEqual([mine.photos[1]!.id]);
    await approve(review.id);
    expect((await reviewsOf(productId)).items[0]!.photos).toHaveLength(1);
    // The daily sweep of pictures nothing shows keeps the ones reviews show.
    await ctx.app.jobs.enqueue(ctx.database.db, SWEEP_PHOTOS_JOB, {});
    await ctx.app.jobs.runDueJobs();
    const hash = mine.photos[1]!.src.split('/').at(-1)!;
    expect(await queryRows(ctx.database, sql`select hash from images where hash = ${hash}`)).toEqual([{ hash }]);
  });

  it('lets shoppers reach only their own reviews, and staff moderate only with the permission', async () => {
    const productId = await freshProduct();
    const alice = await registerShopper(ctx.app);
    const mallory = await registerShopper(ctx.app);
    const review = await write(alice, productId);
    const patch = await call(mallory, 'PATCH', `/reviews/${review.id}`, { text: 'Подменённый текст отзыва' });
    expect(patch.statusCode).toBe(404);
    expect((await uploadPhoto(mallory, review.id, await photo())).statusCode).toBe(404);
    expect(
      MyReviewAnswer.parse((await call(mallory, 'GET', `/products/${productId}/reviews/mine`)).json()).review,
    ).toBeNull();
    // Unpublished reviews cannot be voted for, nor seen.
    expect((await call(mallory, 'POST', `/reviews/${review.id}/helpful`, { helpful: true })).statusCode).toBe(404);
    for (const [method, url, body] of [
      ['GET', `/products/${productId}/reviews/mine`, undefined],
      ['POST', `/products/${productId}/reviews`, { rating: 5, text: 'Анонимный отзыв на товар' }],
      ['PATCH', `/reviews/${review.id}`, { rating: 1 }],
      ['POST', `/reviews/${review.id}/helpful`, { helpful: true }],
    ] as const) {
      expect((await call(undefined, method, url, body)).statusCode).toBe(401);
    }
    expect((await call(alice, 'GET', '/staff/reviews')).statusCode).toBe(403);
    expect((await call(warehouse, 'GET', '/staff/reviews')).statusCode).toBe(403);
    expect((await call(warehouse, 'POST', `/staff/reviews/${review.id}/approve`)).statusCode).toBe(403);
    expect((await call(manager, 'POST', '/staff/reviews/2147483000/approve')).statusCode).toBe(404);
    expect(
      (await call(alice, 'POST', '/products/2147483000/reviews', { rating: 5, text: 'Нет такого товара вообще' }))
        .statusCode,
    ).toBe(404);
    expect((await call(alice, 'POST', `/products/${productId}/reviews`, { rating: 6, text: 'x' })).statusCode).toBe(
      400,
    );
    expect((await call(undefined, 'GET', '/products/2147483000/reviews')).statusCode).toBe(404);
  });
});
