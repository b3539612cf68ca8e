// @pglite-compatibility: the orders cursor compares updated_at to the microsecond (to_char, ::timestamptz) on the embedded store too
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrderDetail } from '@aruu/contract/orders';
import { defaultExchangeMapping, ExchangeRunList, ExchangeSettings } from '@aruu/contract/staff-exchange';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import {
  basic,
  childNamed,
  childrenNamed,
  exchangeClient,
  requisites,
  textAt,
  windows1251,
  type XmlNode,
  xmlTree,
} from '../../../test/support/commerceml.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const dataDir = mkdtempSync(join(tmpdir(), 'aruu-exchange-sale-'));
const ctx = useTestApp({ DATA_DIR: dataDir });

const LOGIN = 'odin-c';
const PASSWORD = 'Issyk-Kul-Ledger-2026';

type Tokens = { access_token: string; user: { id: number; email: string } };

const api = (
  tokens: { access_token: string } | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload }),
  });

let admin: SignedInStaff;
let taken = 0;

/** A cash order for pickup at tsum, placed by a new shopper: it waits for the shop from the start. */
async function cashOrder(quantity = 2, buyer?: Tokens) {
  const tokens = buyer ?? ((await registerShopper(ctx.app)) as Tokens);
  const [variation] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where stock >= 5 order by id offset ${taken} limit 1`,
  );
  taken += 1;
  expect((await api(tokens, 'POST', '/carts/add_product', { variation_id: variation!.id, quantity })).statusCode).toBe(
    200,
  );
  const created = await api(tokens, 'POST', '/orders/create_from_cart', {
    customer_name: 'Нурлан Өмүрбеков',
    phone: '0555 123 456',
    email: tokens.user.email,
    address: 'ул. Киевская 77',
    accept_terms: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { order_id } = OrderDetail.parse(created.json());
  const delivery = await api(tokens, 'POST', '/orders/set_delivery', {
    order_id,
    delivery: { method: 'pickup', shop_id: 'tsum' },
  });
  expect(delivery.statusCode, delivery.body).toBe(200);
  const placed = await api(tokens, 'POST', '/orders/place_offline', { order_id, payment_method: 'cash' });
  expect(placed.statusCode, placed.body).toBe(200);
  return { orderId: order_id, tokens };
}

const statusOf = async (orderId: number) =>
  (await queryRows<{ status: string }>(ctx.database, sql`select status from orders where id = ${orderId}`))[0]!.status;

/** A sale session up to `init`, as 1C opens one. */
async function saleSession() {
  const client = exchangeClient(ctx.app);
  const auth = await client.checkauth('sale', LOGIN, PASSWORD);
  expect(auth.status, auth.body).toBe(200);
  expect(auth.lines.slice(0, 2)).toEqual(['success', 'aruu_exchange']);
  expect(auth.lines[2]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const init = await client.call('GET', { type: 'sale', mode: 'init', version: '2.08' });
  expect(init.lines).toEqual(['zip=no', 'file_limit=8388608', 'version=2.08']);
  return client;
}

const documentsOf = (xml: string) => childrenNamed(xmlTree(xml), 'Документ');
const documentFor = (documents: XmlNode[], orderId: number) =>
  documents.find((document) => textAt(document, 'Ид') === String(orderId));

/** Som with two decimals, written from tyiyn here rather than by the code under test. */
const som = (tyiyn: number) => `${Math.floor(tyiyn / 100)}.${String(tyiyn % 100).padStart(2, '0')}`;

/** An orders file as 1C sends one back: a document per order with its status requisites. */
function ordersFile(documents: Array<{ id: string; status?: string; cancelled?: boolean }>, encoding = 'UTF-8') {
  const body = documents
    .map(
      (document) =>
        `<Документ><Ид>${document.id}</Ид><Номер>${document.id}</Номер><Дата>2026-11-29</Дата>` +
        '<ХозОперация>Заказ товара</ХозОперация><Роль>Продавец</Роль><ЗначенияРеквизитов>' +
        (document.status
          ? `<ЗначениеРеквизита><Наименование>Статус заказа</Наименование><Значение>${document.status}</Значение></ЗначениеРеквизита>`
          : '') +
        `<ЗначениеРеквизита><Наименование>Отменен</Наименование><Значение>${document.cancelled ? 'true' : 'false'}</Значение></ЗначениеРеквизита>` +
        '<ЗначениеРеквизита><Наименование>Проведен</Наименование><Значение>true</Значение></ЗначениеРеквизита>' +
        '</ЗначенияРеквизитов></Документ>',
    )
    .join('');
  return `<?xml version="1.0" encoding="${encoding}"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-29T12:00:00">${body}</КоммерческаяИнформация>`;
}

async function lastRun() {
  const runs = ExchangeRunList.parse((await api(admin, 'GET', '/staff/exchange/runs?type=sale')).json());
  return runs.items[0]!;
}

beforeAll(async () => {
  admin = await signInStaff(ctx, 'admin');
  const saved = await api(admin, 'PUT', '/staff/exchange/settings', {
    enabled: true,
    login: LOGIN,
    password: PASSWORD,
    mapping: { ...defaultExchangeMapping, selling_price_type: 'Розничная', warehouses: { 'main-store': 'tsum' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  // The seeded orders are the accounting system's already: the test's own orders are what goes out.
  await queryRows(
    ctx.database,
    sql`insert into exchange_order_exports (order_id, exported_version) select id, updated_at from orders`,
  );
});

describe('the orders exchange', () => {
  it('sends new orders once confirmed, then only the ones that changed', async () => {
    const { orderId, tokens } = await cashOrder(2);
    // The buyer is a company: its details go out as the counterparty's.
    await queryRows(ctx.database, sql`update users set account_type = 'legal' where id = ${tokens.user.id}`);
    const legal = await api(tokens, 'PUT', '/users/legal_entity', {
      organisation_name: 'ОсОО «Ак-Суу Косметикс»',
      inn: '01234567890123',
      legal_address: 'г. Бишкек, пр. Чуй 100',
      bank_name: 'Demir Bank',
      bic: '118005',
      bank_account: '1180000012345678',
    });
    expect(legal.statusCode, legal.body).toBe(200);
    // A delivery fee goes out as a service line; the promo discount as a document discount.
    await queryRows(
      ctx.database,
      sql`update orders set delivery_fee = 15000, discount = 5000, total = subtotal + 15000 - 5000 where id = ${orderId}`,
    );
    const [order] = await queryRows<{ total: number; email: string; phone: string }>(
      ctx.database,
      sql`select total, email, phone from orders where id = ${orderId}`,
    );
    // Goods an exchange brought carry the accounting system's id; the others their SKU.
    await queryRows(
      ctx.database,
      sql`update variations set external_id = 'b7f1c2e0-1c-goods#shade-2'
          where id = (select variation_id from order_items where order_id = ${orderId} order by id limit 1)`,
    );
    const lines = await queryRows<{ id: string; sku: string; unit_price: number; quantity: number }>(
      ctx.database,
      sql`select coalesce(v.external_id, v.sku) as id, v.sku, i.unit_price, i.quantity
          from order_items i join variations v on v.id = i.variation_id where i.order_id = ${orderId} order by i.id`,
    );
    expect(lines[0]!.id).toBe('b7f1c2e0-1c-goods#shade-2');

    const client = await saleSession();
    const query = await client.call('GET', { type: 'sale', mode: 'query' });
    expect(query.status).toBe(200);
    expect(query.contentType).toBe('application/xml; charset=utf-8');
    expect(query.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const root = xmlTree(query.body);
    expect(root.name).toBe('КоммерческаяИнформация');
    expect(root.attributes.ВерсияСхемы).toBe('2.10');
    const documents = documentsOf(query.body);
    expect(documents.map((document) => textAt(document, 'Ид'))).toEqual([String(orderId)]);
    const document = documents[0]!;
    expect(textAt(document, 'ХозОперация')).toBe('Заказ товара');
    expect(textAt(document, 'Роль')).toBe('Продавец');
    expect(textAt(document, 'Валюта')).toBe('KGS');
    expect(textAt(document, 'Сумма')).toBe(som(order!.total));
    const buyer = childNamed(childNamed(document, 'Контрагенты'), 'Контрагент');
    expect(textAt(buyer, 'ИНН')).toBe('01234567890123');
    expect(textAt(buyer, 'Наименование')).toBe('ОсОО «Ак-Суу Косметикс»');
    expect(textAt(buyer, 'Роль')).toBe('Покупатель');
    const contacts = Object.fromEntries(
      childrenNamed(childNamed(buyer, 'Контакты'), 'Контакт').map((contact) => [
        textAt(contact, 'Тип'),
        textAt(contact, 'Значение'),
      ]),
    );
    expect(contacts).toEqual({ 'Телефон рабочий': order!.phone, Почта: order!.email });
    // The person's Kyrgyz name survives: the document is UTF-8.
    expect(query.body).toContain('Нурлан Өмүрбеков');

    const goods = childrenNamed(childNamed(document, 'Товары'), 'Товар');
    expect(goods).toHaveLength(lines.length + 1);
    for (const [index, line] of lines.entries()) {
      expect(textAt(goods[index]!, 'Ид')).toBe(line.id);
      expect(textAt(goods[index]!, 'Артикул')).toBe(line.sku);
      expect(textAt(goods[index]!, 'ЦенаЗаЕдиницу')).toBe(som(line.unit_price));
      expect(textAt(goods[index]!, 'Количество')).toBe(String(line.quantity));
      expect(textAt(goods[index]!, 'Сумма')).toBe(som(line.unit_price * line.quantity));
      expect(requisites(goods[index]!).ВидНоменклатуры).toBe('Товар');
    }
    const delivery = goods.at(-1)!;
    expect(textAt(delivery, 'Ид')).toBe('ORDER_DELIVERY');
    expect(textAt(delivery, 'Сумма')).toBe('150.00');
    expect(requisites(delivery).ВидНоменклатуры).toBe('Услуга');
    const discounts = childrenNamed(childNamed(document, 'Скидки'), 'Скидка');
    expect(discounts.map((discount) => [textAt(discount, 'Наименование'), textAt(discount, 'Сумма')])).toEqual([
      ['Промокод', '50.00'],
    ]);
    // The lines less the discounts make the document's sum.
    const sum = (nodes: XmlNode[]) =>
      nodes.reduce((total, node) => total + Math.round(Number(textAt(node, 'Сумма')) * 100), 0);
    expect(sum(goods) - sum(discounts)).toBe(order!.total);
    expect(requisites(document)).toMatchObject({
      'Метод оплаты': 'Наличные',
      'Заказ оплачен': 'false',
      'Статус заказа': 'Принят',
      Отменен: 'false',
      'Способ доставки': 'Самовывоз',
    });
    expect(requisites(document)['Пункт самовывоза']).toContain('(tsum)');

    // Not confirmed yet: the same order goes out again.
    expect(documentsOf((await client.call('GET', { type: 'sale', mode: 'query' })).body)).toHaveLength(1);
    expect((await client.call('GET', { type: 'sale', mode: 'success' })).lines[0]).toBe('success');
    expect(await lastRun()).toMatchObject({ result: 'succeeded', orders_sent: 1, orders_confirmed: 1 });

    const second = await saleSession();
    expect(documentsOf((await second.call('POST', { type: 'sale', mode: 'query' })).body)).toEqual([]);
    expect((await second.call('GET', { type: 'sale', mode: 'success' })).lines[0]).toBe('success');

    // Staff assemble it: it changed, so it goes out again, with its new status.
    const moved = await api(admin, 'POST', `/staff/orders/${orderId}/fulfil`, { status: 'assembly' });
    expect(moved.statusCode, moved.body).toBe(200);
    const third = await saleSession();
    const again = documentFor(documentsOf((await third.call('GET', { type: 'sale', mode: 'query' })).body), orderId);
    expect(again && requisites(again)['Статус заказа']).toBe('Собирается');

    const run = await lastRun();
    expect(run).toMatchObject({ result: 'running', orders_sent: 1, orders_confirmed: 0 });
  });

  it('applies a status the accounting system sends back through the state machine', async () => {
    const { orderId } = await cashOrder(1);
    expect((await api(admin, 'POST', `/staff/orders/${orderId}/fulfil`, { status: 'assembly' })).statusCode).toBe(200);
    const client = await saleSession();
    const sent = await client.sendFile(
      'sale',
      'orders-1.xml',
      Buffer.from(ordersFile([{ id: String(orderId), status: 'Готов к выдаче' }])),
    );
    expect(sent.lines[0], sent.body).toBe('success');
    expect(await statusOf(orderId)).toBe('ready');
    // The same file again (1C's `import` after `file`) changes nothing more.
    expect((await client.call('GET', { type: 'sale', mode: 'import', filename: 'orders-1.xml' })).lines[0]).toBe(
      'success',
    );
    const run = await lastRun();
    expect(run.result).toBe('succeeded');
    expect(run.statuses).toEqual([
      { order_id: orderId, number: String(orderId), received: 'Готов к выдаче', applied: true, reason: null },
    ]);
  });

  it('refuses what the state machine forbids and reports it, applying the rest', async () => {
    const skipped = await cashOrder(1);
    const allowed = await cashOrder(1);
    const client = await saleSession();
    const file = ordersFile([
      // A placed cash order cannot be handed over before it is assembled.
      { id: String(skipped.orderId), status: 'Выполнен' },
      { id: String(allowed.orderId), status: 'Собирается' },
      { id: '999999999', status: 'Собирается' },
      { id: String(allowed.orderId + 100_000), status: 'Собирается' },
      { id: String(skipped.orderId), status: 'Отгружен покупателю' },
    ]);
    expect((await client.sendFile('sale', 'orders-2.xml', Buffer.from(file))).lines[0]).toBe('success');
    expect(await statusOf(skipped.orderId)).toBe('processed');
    expect(await statusOf(allowed.orderId)).toBe('assembly');
    const run = await lastRun();
    expect(run.statuses.map((change) => [change.number, change.applied, change.reason])).toEqual([
      [String(skipped.orderId), false, 'invalid_status_transition'],
      [String(allowed.orderId), true, null],
      ['999999999', false, 'unknown_order'],
      [String(allowed.orderId + 100_000), false, 'unknown_order'],
      [String(skipped.orderId), false, 'unknown_status'],
    ]);
  });

  it('reads an orders file in windows-1251 that arrives in two parts', async () => {
    const { orderId } = await cashOrder(1);
    const bytes = windows1251(ordersFile([{ id: String(orderId), cancelled: true }], 'windows-1251'));
    const half = Math.floor(bytes.length / 2);
    const client = await saleSession();
    expect((await client.sendFile('sale', 'orders-1251.xml', bytes.subarray(0, half))).lines[0]).toBe('success');
    expect(await statusOf(orderId)).toBe('processed');
    expect((await client.sendFile('sale', 'orders-1251.xml', bytes.subarray(half))).lines[0]).toBe('success');
    expect(await statusOf(orderId)).toBe('cancelled');
    expect((await lastRun()).statuses[0]).toMatchObject({ order_id: orderId, received: 'Отменен', applied: true });
  });

  it('fails a broken orders file with its reason and applies nothing', async () => {
    const { orderId } = await cashOrder(1);
    const client = await saleSession();
    const broken = ordersFile([{ id: String(orderId), status: 'Собирается' }]).replace('</Документ>', '');
    expect((await client.sendFile('sale', 'broken.xml', Buffer.from(broken))).lines[0]).toBe('success');
    const imported = await client.call('GET', { type: 'sale', mode: 'import', filename: 'broken.xml' });
    expect(imported.lines[0]).toBe('failure');
    expect(imported.lines[1]).toContain('XML');
    expect(await statusOf(orderId)).toBe('processed');
    expect(await lastRun()).toMatchObject({ result: 'failed', statuses: [] });
    const never = await client.call('GET', { type: 'sale', mode: 'import', filename: 'never-sent.xml' });
    expect(never.lines).toEqual(['failure', 'Файл never-sent.xml не был передан']);
  });
});

describe('the exchange account', () => {
  it('refuses a wrong password and a call without a session, in the protocol’s words', async () => {
    const client = exchangeClient(ctx.app);
    const wrong = await client.checkauth('sale', LOGIN, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.lines[0]).toBe('failure');
    expect(client.cookie).toBeUndefined();
    const stranger = await client.checkauth('sale', 'someone', PASSWORD);
    expect(stranger.lines[0]).toBe('failure');
    const noSession = await client.call('GET', { type: 'sale', mode: 'query' });
    expect([noSession.status, noSession.lines[0]]).toEqual([401, 'failure']);
    const madeUp = await client.call('GET', { type: 'sale', mode: 'query' }, { cookie: 'aruu_exchange=made-up' });
    expect([madeUp.status, madeUp.lines[0]]).toEqual([401, 'failure']);
    // A catalogue session's cookie does not open the orders.
    const catalog = exchangeClient(ctx.app);
    expect((await catalog.checkauth('catalog', LOGIN, PASSWORD)).lines[0]).toBe('success');
    expect((await catalog.call('GET', { type: 'sale', mode: 'query' })).lines[0]).toBe('failure');
  });

  it('limits wrong passwords per address', async () => {
    const client = exchangeClient(ctx.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await client.checkauth('sale', LOGIN, `wrong-${attempt}`)).status).toBe(401);
    }
    const limited = await client.checkauth('sale', LOGIN, PASSWORD);
    expect([limited.status, limited.lines[0]]).toEqual([429, 'failure']);
  });

  it('can do nothing but the exchange, and a staff session cannot do the exchange', async () => {
    const client = await saleSession();
    const credentials = { authorization: basic(LOGIN, PASSWORD), cookie: client.cookie! };
    for (const url of ['/staff/exchange/settings', '/staff/orders', '/orders', '/users/me', '/carts']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: credentials });
      expect(response.statusCode, url).toBe(401);
    }
    const asStaff = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/exchange/commerceml?type=sale&mode=query',
      headers: bearer(admin),
    });
    expect([asStaff.statusCode, asStaff.body.split('\n')[0]]).toEqual([401, 'failure']);
  });

  it('refuses file names that leave the session’s directory', async () => {
    const client = await saleSession();
    for (const filename of ['../../escape.xml', '/etc/escape.xml', 'a/../../escape.xml', 'a//b.xml', 'имя.xml', '.']) {
      const answer = await client.sendFile('sale', filename, Buffer.from('<x/>'));
      expect(answer.lines[0], filename).toBe('failure');
    }
    expect(await readdir(dataDir)).not.toContain('escape.xml');
    expect(await readdir(join(dataDir, 'exchange')).catch(() => [])).not.toContain('escape.xml');
  });
});

describe('the exchange settings', () => {
  it('never answers the password, and needs one to be on', async () => {
    const settings = ExchangeSettings.parse((await api(admin, 'GET', '/staff/exchange/settings')).json());
    expect(settings).toMatchObject({
      enabled: true,
      login: LOGIN,
      password_set: true,
      path: '/api/v1/exchange/commerceml',
    });
    expect(JSON.stringify(settings)).not.toContain('argon2');
    const [row] = await queryRows<{ password_hash: string }>(
      ctx.database,
      sql`select password_hash from exchange_settings`,
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await queryRows<{ after: Record<string, unknown> }>(
      ctx.database,
      sql`select after from audit_entries where action = 'exchange_settings.updated' and actor_id = ${admin.userId}`,
    );
    expect(audit[0]!.after).toMatchObject({ enabled: true, login: LOGIN, password_changed: true });
    expect(JSON.stringify(audit)).not.toContain('argon2');
    const manager = await signInStaff(ctx, 'manager');
    expect((await api(manager, 'GET', '/staff/exchange/settings')).statusCode).toBe(403);
    const unknownPlace = await api(admin, 'PUT', '/staff/exchange/settings', {
      enabled: true,
      login: LOGIN,
      mapping: { ...settings.mapping, warehouses: { 'склад-1': 'nowhere' } },
    });
    expect(unknownPlace.statusCode).toBe(422);
    expect(unknownPlace.json().error.code).toBe('unknown_location');

    // A new password ends the sessions the old one opened.
    const open = await saleSession();
    const changed = await api(admin, 'PUT', '/staff/exchange/settings', {
      enabled: true,
      login: LOGIN,
      password: `${PASSWORD}-new`,
      mapping: settings.mapping,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const ended = await open.call('GET', { type: 'sale', mode: 'query' });
    expect([ended.status, ended.lines[0]]).toEqual([401, 'failure']);
    expect((await exchangeClient(ctx.app).checkauth('sale', LOGIN, PASSWORD)).status).toBe(401);
    expect((await exchangeClient(ctx.app).checkauth('sale', LOGIN, `${PASSWORD}-new`)).lines[0]).toBe('success');
  });
});
