import { ProductDetail, ProductListResponse, ProductSearchResponse } from '@aruu/contract/catalog';
import { ErrorResponse } from '@aruu/contract/errors';
import {
  type CreateProductBody,
  StaffProduct,
  StaffProductList,
  StaffProductOptions,
  type UpdateProductBody,
} from '@aruu/contract/staff-products';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { createOrderFromCart, placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { violatedUniqueConstraint } from '../../db/unique-violation.js';
import { priceByPercent } from './staff-products.service.js';

const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT';
function call(who: { access_token: string } | undefined, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? bearer(who) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const errorOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error;

let manager: SignedInStaff;
let warehouse: SignedInStaff;
let options: StaffProductOptions;
let leafId: number;
let otherLeafId: number;
let topId: number;
let unique = 0;

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
  options = StaffProductOptions.parse((await call(manager, 'GET', '/staff/products/options')).json());
  const leaves = options.categories.filter((c) => c.leaf);
  leafId = leaves[0]!.id;
  otherLeafId = leaves.at(-1)!.id;
  topId = options.categories.find((c) => !c.leaf)!.id;
});

/** A product with two lipstick shades; `word` makes its title findable alone. */
function newProduct(word: string, overrides: Partial<CreateProductBody> = {}): CreateProductBody {
  unique += 1;
  const property = options.properties[0]!;
  return {
    texts: {
      title: { ru: `Помада ${word}`, en: `Lipstick ${word}`, ky: '' },
      description: { ru: 'Стойкая матовая помада.', en: 'A long-lasting matte lipstick.', ky: '' },
      composition: { ru: 'Воск, масла.', en: 'Wax, oils.', ky: '' },
      usage: { ru: 'Нанесите на губы.', en: 'Apply to the lips.', ky: '' },
      seo_title: { ru: '', en: '', ky: '' },
      seo_description: { ru: '', en: '', ky: '' },
    },
    brand_id: options.brands[0]!.id,
    category_id: leafId,
    property_value_ids: [property.values[0]!.id],
    released_at: '2026-11-01T00:00:00.000Z',
    is_recommended: false,
    variations: [
      {
        sku: `T-${word}-${unique}-1`,
        barcode: `460${String(unique).padStart(6, '0')}1`,
        name: { ru: 'Коричневый', en: 'Brown', ky: 'Күрөң' },
        price: 125050,
        compare_at_price: 150000,
        color_hex: '#6B3E2E',
      },
      {
        sku: `T-${word}-${unique}-2`,
        barcode: null,
        name: { ru: 'Красный', en: 'Red', ky: 'Кызыл' },
        price: 99900,
        color_hex: '#c0102a',
      },
    ],
    ...overrides,
  };
}

async function create(body: CreateProductBody) {
  const response = await call(manager, 'POST', '/staff/products', body);
  expect(response.statusCode, response.body).toBe(201);
  return StaffProduct.parse(response.json());
}

/** The editor's form for `product`, a copy of its own. */
function editOf(saved: StaffProduct): UpdateProductBody {
  const product = structuredClone(saved);
  return {
    texts: product.texts,
    brand_id: product.brand_id,
    category_id: product.category_id,
    property_value_ids: product.property_value_ids,
    released_at: product.released_at,
    is_recommended: product.is_recommended,
    variations: product.variations.map(({ id, sku, barcode, name, price, compare_at_price, color_hex, hidden }) => ({
      id,
      sku,
      barcode,
      name,
      price,
      compare_at_price,
      color_hex,
      hidden,
    })),
    version: product.version,
  };
}

async function auditEntries(action: string, objectId: string | number) {
  return queryRows<{ before: unknown; after: Record<string, unknown> | null }>(
    ctx.database,
    sql`select before, after from audit_entries where action = ${action} and object_id = ${String(objectId)}`,
  );
}

const searchIds = async (text: string) =>
  ProductSearchResponse.parse(
    (await call(undefined, 'GET', `/products/search?search=${encodeURIComponent(text)}`)).json(),
  ).items.map((item) => item.id);

describe('creating and publishing a product', () => {
  it('creates a draft shoppers cannot see; publishing shows it in search, the page and the facets', async () => {
    const product = await create(newProduct('Zefirka'));
    expect(product).toMatchObject({
      published: false,
      missing_languages: ['ky'],
      version: 0,
      variations: [
        { price: 125050, compare_at_price: 150000, color_hex: '#6b3e2e', stock: 0, ordered: false },
        { price: 99900, compare_at_price: null, barcode: null, stock: 0 },
      ],
    });
    expect((await auditEntries('product.created', product.id)).length).toBe(1);
    expect((await call(undefined, 'GET', `/products/${product.id}`)).statusCode).toBe(404);
    expect(await searchIds('zefirka')).not.toContain(product.id);

    const valueId = product.property_value_ids[0]!;
    const facetCount = async () =>
      ProductListResponse.parse((await call(undefined, 'POST', `/products?category_id=${leafId}`, {})).json())
        .facets.properties.flatMap((p) => p.values)
        .find((value) => value.id === valueId)?.count ?? 0;
    const before = await facetCount();

    const published = await call(manager, 'POST', '/staff/products/bulk', {
      action: 'publish',
      product_ids: [product.id],
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await searchIds('zefirka')).toEqual([product.id]);
    // Found by its Kyrgyz-less title in Cyrillic too: the search text was written with it.
    expect(await searchIds('зефирка')).toEqual([product.id]);
    expect(await facetCount()).toBe(before + 1);
    const page = ProductDetail.parse((await call(undefined, 'GET', `/products/${product.id}?lang=ky`)).json());
    expect(page.title).toBe('Помада Zefirka'); // Kyrgyz left empty: the Russian title
    expect(page.price).toBe(1250.5);
    expect(page.old_price).toBe(1500);
    expect(page.variations.map((v) => v.name)).toEqual(['Күрөң', 'Кызыл']);
  });

  it('refuses invalid forms with per-field errors and writes nothing', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from products`))[0]!.n;
    const total = await count();
    const base = newProduct('Invalid');
    const cases: Array<[CreateProductBody, number, string, string]> = [
      [{ ...base, texts: { ...base.texts, title: { ru: ' ', en: 'x', ky: '' } } }, 400, 'texts.title.ru', 'required'],
      [
        { ...base, variations: [{ ...base.variations[0]!, compare_at_price: 125050 }] },
        400,
        'variations.0.compare_at_price',
        'invalid_value',
      ],
      [{ ...base, variations: [{ ...base.variations[0]!, price: 0 }] }, 400, 'variations.0.price', 'invalid_value'],
      [
        { ...base, variations: [{ ...base.variations[0]!, color_hex: 'brown' }] },
        400,
        'variations.0.color_hex',
        'invalid_value',
      ],
      [{ ...base, variations: [] }, 400, 'variations', 'required'],
      [{ ...base, category_id: topId }, 422, 'category_id', 'invalid_value'],
      [{ ...base, brand_id: 2_000_000_000 }, 422, 'brand_id', 'invalid_value'],
    ];
    for (const [body, status, path, code] of cases) {
      const response = await call(manager, 'POST', '/staff/products', body);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(status);
      expect(errorOf(response).fields?.[path]?.code, path).toBe(code);
    }
    expect(await count()).toBe(total);
  });

  it('keeps SKUs and barcodes unique, naming the field, also when two saves race', async () => {
    const [seeded] = await queryRows<{ sku: string }>(
      ctx.database,
      sql`select sku from variations order by id limit 1`,
    );
    const base = newProduct('Unique');
    const takenSku = await call(manager, 'POST', '/staff/products', {
      ...base,
      variations: [base.variations[0], { ...base.variations[1]!, sku: seeded!.sku }],
    });
    expect(takenSku.statusCode).toBe(409);
    expect(errorOf(takenSku)).toMatchObject({ code: 'value_taken', fields: { 'variations.1.sku': { code: 'taken' } } });
    const sameBarcode = await call(manager, 'POST', '/staff/products', {
      ...base,
      variations: [base.variations[0], { ...base.variations[1]!, barcode: base.variations[0]!.barcode }],
    });
    expect(errorOf(sameBarcode).fields).toEqual({ 'variations.1.barcode': expect.objectContaining({ code: 'taken' }) });

    // What a save that loses the race meets: the driver names the unique constraint.
    const duplicate = await ctx.database.db
      .execute(sql`update variations set sku = ${seeded!.sku} where id = (select max(id) from variations)`)
      .catch((error: unknown) => error);
    expect(violatedUniqueConstraint(duplicate)).toBe('variations_sku_unique');

    const racing = newProduct('Race');
    const answers = await Promise.all([
      call(manager, 'POST', '/staff/products', racing),
      call(manager, 'POST', '/staff/products', racing),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(errorOf(refused).code).toBe('value_taken');
    expect(Object.keys(errorOf(refused).fields ?? {}).some((key) => key.startsWith('variations'))).toBe(true);
  });
});

describe('editing a product', () => {
  it('saves texts, SEO, variations (rename, add, remove) and filter values in one audited step', async () => {
    const product = await create(newProduct('Editable'));
    const body = editOf(product);
    body.texts.title.ky = 'Эрин боёгу Editable';
    body.texts.description.ky = 'Туруктуу помада.';
    body.texts.composition.ky = 'Момь, майлар.';
    body.texts.usage.ky = 'Эринге сүйкөңүз.';
    body.texts.seo_title.ru = 'Помада Editable — купить';
    body.category_id = otherLeafId;
    body.variations = [
      { ...body.variations[1]!, name: { ru: 'Алый', en: 'Scarlet', ky: 'Ачык кызыл' } },
      { sku: `T-Editable-new-${unique}`, name: { ru: 'Нюд', en: 'Nude', ky: 'Нюд' }, price: 50000 },
    ];
    const response = await call(manager, 'PUT', `/staff/products/${product.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    const saved = StaffProduct.parse(response.json());
    expect(saved.version).toBe(product.version + 1);
    expect(saved.missing_languages).toEqual([]);
    expect(saved.category_id).toBe(otherLeafId);
    expect(saved.variations.map((v) => [v.id === product.variations[1]!.id, v.name.en, v.stock])).toEqual([
      [true, 'Scarlet', 0],
      [false, 'Nude', 0],
    ]);
    const [removed] = await queryRows(
      ctx.database,
      sql`select id from variations where id = ${product.variations[0]!.id}`,
    );
    expect(removed).toBeUndefined();
    const [row] = await queryRows<{ price: number; search_text: string }>(
      ctx.database,
      sql`select price, search_text from products where id = ${product.id}`,
    );
    expect(row!.price).toBe(99900); // the first variation's, by the summary trigger
    expect(row!.search_text).toContain('erin boegu editable');
    const [entry] = await auditEntries('product.updated', product.id);
    expect(Object.keys(entry!.after!).sort()).toEqual(['category_id', 'texts', 'variations']);
  });

  it('refuses the second of two saves from the same version (edited_elsewhere), leaving the first', async () => {
    const product = await create(newProduct('Twice'));
    const first = editOf(product);
    first.texts.title.en = 'First manager';
    const second = editOf(product);
    second.texts.title.en = 'Second manager';
    expect((await call(manager, 'PUT', `/staff/products/${product.id}`, first)).statusCode).toBe(200);
    const refused = await call(manager, 'PUT', `/staff/products/${product.id}`, second);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('edited_elsewhere');
    const now = StaffProduct.parse((await call(manager, 'GET', `/staff/products/${product.id}`)).json());
    expect(now.texts.title.en).toBe('First manager');
    expect(await auditEntries('product.updated', product.id)).toHaveLength(1);
  });

  it('will not delete a variation that appears in orders', async () => {
    const product = await create(newProduct('Ordered', { published: true }));
    const [shade] = product.variations;
    await queryRows(ctx.database, sql`update variations set stock = 5 where id = ${shade!.id}`);
    await placeOrder(ctx.app, await registerShopper(ctx.app), { lines: [{ variationId: shade!.id }] });
    const current = StaffProduct.parse((await call(manager, 'GET', `/staff/products/${product.id}`)).json());
    expect(current.variations.map((v) => v.ordered)).toEqual([true, false]);
    const body = editOf(current);
    body.variations = body.variations.slice(1);
    const refused = await call(manager, 'PUT', `/staff/products/${product.id}`, body);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('variation_ordered');
    expect(
      StaffProduct.parse((await call(manager, 'GET', `/staff/products/${product.id}`)).json()).variations,
    ).toHaveLength(2);
  });
});

describe('hidden variations', () => {
  it('are not sold any more — off the product page and its card, refused in the cart and at checkout — but stay in orders', async () => {
    const product = await create(newProduct('Hidden', { published: true }));
    const [shade, other] = product.variations;
    await queryRows(ctx.database, sql`update variations set stock = 5 where product_id = ${product.id}`);
    const buyer = await registerShopper(ctx.app);
    const { order_id: orderId } = await placeOrder(ctx.app, buyer, { lines: [{ variationId: shade!.id }] });
    // Put in a cart before it was hidden.
    const late = await registerShopper(ctx.app);
    const added = await call(late, 'POST', '/carts/add_product', { variation_id: shade!.id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);

    const body = editOf(StaffProduct.parse((await call(manager, 'GET', `/staff/products/${product.id}`)).json()));
    body.variations[0]!.hidden = true;
    const saved = await call(manager, 'PUT', `/staff/products/${product.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(StaffProduct.parse(saved.json()).variations.map((v) => [v.hidden, v.ordered])).toEqual([
      [true, true],
      [false, false],
    ]);

    const page = ProductDetail.parse((await call(undefined, 'GET', `/products/${product.id}`)).json());
    expect(page.variations.map((v) => v.id)).toEqual([other!.id]);
    // The card shows the first variation still sold: its price, not the hidden one's sale.
    const [card] = await queryRows<{ price: number; compare_at_price: number | null; in_stock: boolean }>(
      ctx.database,
      sql`select price, compare_at_price, in_stock from products where id = ${product.id}`,
    );
    expect(card).toEqual({ price: other!.price, compare_at_price: null, in_stock: true });
    await queryRows(ctx.database, sql`update variations set stock = 0 where id = ${other!.id}`);
    const [empty] = await queryRows<{ in_stock: boolean }>(
      ctx.database,
      sql`select in_stock from products where id = ${product.id}`,
    );
    expect(empty!.in_stock).toBe(false);
    await queryRows(ctx.database, sql`update variations set stock = 5 where id = ${other!.id}`);

    const shopper = await registerShopper(ctx.app);
    const refused = await call(shopper, 'POST', '/carts/add_product', { variation_id: shade!.id, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('variation_unavailable');
    const cart = (await call(late, 'GET', '/carts')).json() as {
      products: Array<{ variation_id: number; available: number }>;
    };
    expect(cart.products.find((line) => line.variation_id === shade!.id)?.available).toBe(0);
    const checkout = await createOrderFromCart(ctx.app, late);
    expect(checkout.statusCode).toBe(409);
    expect(errorOf(checkout).code).toBe('variation_unavailable');

    const history = await call(buyer, 'GET', `/orders/${orderId}`);
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as { items: Array<{ variation_id: number }> }).items.map((i) => i.variation_id)).toEqual([
      shade!.id,
    ]);
  });
});

describe('bulk actions', () => {
  it('changes prices by percent to whole som, clearing compare-at prices no longer above', async () => {
    expect(priceByPercent(125050, 10)).toBe(137600); // 1375.55 → 1376 som
    expect(priceByPercent(99900, -15)).toBe(84900); // 849.15 → 849 som
    expect(priceByPercent(150, -50)).toBe(100); // 0.75 → 1 som (half up)
    const a = await create(newProduct('PriceA'));
    const b = await create(newProduct('PriceB'));
    const response = await call(manager, 'POST', '/staff/products/bulk', {
      action: 'change_price',
      product_ids: [a.id, b.id],
      percent: 20,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = StaffProduct.parse((await call(manager, 'GET', `/staff/products/${a.id}`)).json());
    // 1250.50 × 1.2 = 1500.60 → 1501 som, no longer below the 1500 som compare-at: cleared.
    expect(after.variations.map((v) => [v.price, v.compare_at_price])).toEqual([
      [150100, null],
      [119900, null],
    ]);
    const [entry] = await auditEntries('product.bulk_change_price', `${a.id},${b.id}`);
    expect(entry!.after).toMatchObject({ percent: 20 });

    const tooLow = await call(manager, 'POST', '/staff/products/bulk', {
      action: 'change_price',
      product_ids: [a.id],
      percent: -99.99,
    });
    expect(tooLow.statusCode).toBe(400);
    const zero = await create(
      newProduct('Cheap', {
        variations: [{ sku: `CHEAP-${unique}`, name: { ru: 'Один', en: '', ky: '' }, price: 100 }],
      }),
    );
    const refused = await call(manager, 'POST', '/staff/products/bulk', {
      action: 'change_price',
      product_ids: [a.id, zero.id],
      percent: -60,
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).fields?.percent?.code).toBe('invalid_value');
    const unchanged = StaffProduct.parse((await call(manager, 'GET', `/staff/products/${a.id}`)).json());
    expect(unchanged.variations[0]!.price).toBe(150100);
  });

  it('moves to a leaf category, publishes and unpublishes, one audit entry per action', async () => {
    const a = await create(newProduct('MoveA', { published: true }));
    const b = await create(newProduct('MoveB', { published: true }));
    const ids = [a.id, b.id];
    const notLeaf = await call(manager, 'POST', '/staff/products/bulk', {
      action: 'move_category',
      product_ids: ids,
      category_id: topId,
    });
    expect(notLeaf.statusCode).toBe(422);
    const moved = await call(manager, 'POST', '/staff/products/bulk', {
      action: 'move_category',
      product_ids: ids,
      category_id: otherLeafId,
    });
    expect(moved.json()).toEqual({ updated: 2 });
    const listed = ProductListResponse.parse(
      (await call(undefined, 'POST', `/products?category_id=${otherLeafId}&search=move`, {})).json(),
    );
    expect(listed.items.map((card) => card.id).sort()).toEqual(ids.sort());
    const [entry] = await auditEntries('product.bulk_move_category', ids.join(','));
    expect(entry!.before).toEqual({ [a.id]: { category_id: leafId }, [b.id]: { category_id: leafId } });

    expect(await searchIds('movea')).toEqual([a.id]);
    await call(manager, 'POST', '/staff/products/bulk', { action: 'unpublish', product_ids: ids });
    expect(await searchIds('movea')).not.toContain(a.id);
    const missing = await call(manager, 'POST', '/staff/products/bulk', {
      action: 'publish',
      product_ids: [a.id, 2_000_000_000],
    });
    expect(missing.statusCode).toBe(404);
    expect(await searchIds('movea')).not.toContain(a.id);
  });
});

describe('the products list', () => {
  it('finds by SKU, barcode and title, and filters by published, brand, category, translation and photo', async () => {
    const product = await create(newProduct('Listable'));
    const ids = async (query: string) => {
      const response = await call(manager, 'GET', `/staff/products?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return StaffProductList.parse(response.json()).items.map((row) => row.id);
    };
    const sku = product.variations[1]!.sku;
    expect(await ids(`q=${encodeURIComponent(sku.toLowerCase())}`)).toEqual([product.id]);
    expect(await ids(`q=${product.variations[0]!.barcode}`)).toEqual([product.id]);
    expect(await ids('q=listable')).toEqual([product.id]);
    expect(await ids('q=listable&published=true')).toEqual([]);
    expect(await ids('q=listable&published=false&missing_translation=ky&no_photo=true')).toEqual([product.id]);
    expect(await ids('q=listable&missing_translation=en')).toEqual([]);
    // A variation's empty English name counts as a missing translation too.
    const nameless = newProduct('Nameless');
    nameless.variations[1]!.name = { ru: 'Красный', en: '', ky: 'Кызыл' };
    const withoutName = await create(nameless);
    expect(withoutName.missing_languages).toEqual(['en', 'ky']);
    expect(await ids('q=nameless&missing_translation=en')).toEqual([withoutName.id]);
    expect(await ids(`q=listable&brand=${product.brand_id}&category=${product.category_id}`)).toEqual([product.id]);
    const parent = options.categories.find((c) => c.id === product.category_id)!.parent_name;
    const top = options.categories.find((c) => c.name === parent && !c.leaf)!;
    expect(await ids(`q=listable&category=${top.id}`)).toEqual([product.id]);

    const page = StaffProductList.parse(
      (await call(manager, 'GET', '/staff/products?sort=price_asc&page_size=5')).json(),
    );
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(100);
    const prices = page.items.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const drafts = StaffProductList.parse(
      (await call(manager, 'GET', '/staff/products?published=false&page_size=100')).json(),
    );
    expect(drafts.items.every((row) => !row.published)).toBe(true);
  });
});

describe('who may edit products', () => {
  it('refuses warehouse staff every product endpoint (403), and shoppers too', async () => {
    const product = await create(newProduct('Guarded'));
    const shopper = await registerShopper(ctx.app);
    const requests: Array<[Method, string, unknown?]> = [
      ['GET', '/staff/products'],
      ['GET', '/staff/products/options'],
      ['GET', `/staff/products/${product.id}`],
      ['POST', '/staff/products', newProduct('Guarded2')],
      ['PUT', `/staff/products/${product.id}`, editOf(product)],
      ['POST', '/staff/products/bulk', { action: 'publish', product_ids: [product.id] }],
    ];
    for (const who of [warehouse, shopper]) {
      for (const [method, url, body] of requests) {
        const response = await call(who, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const still = StaffProduct.parse((await call(manager, 'GET', `/staff/products/${product.id}`)).json());
    expect(still).toMatchObject({ published: false, version: 0 });
  });
});
