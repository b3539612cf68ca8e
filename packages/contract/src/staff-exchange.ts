import { z } from 'zod';
import { LangQuery, pageOf, paginationQuery } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, NewPassword } from './fields.js';

/**
 * The fields an accounting system's exchange (CommerceML from 1C or МойСклад) may write, and who
 * owns each: `exchange` — the accounting system's value replaces the site's on every exchange;
 * `site` — the exchange fills it only for goods it creates and never overwrites it afterwards.
 * Texts in Kyrgyz and English, SEO fields, photos staff uploaded and the published flag are
 * always the site's and are not in this list.
 */
export const exchangeFields = [
  'title_ru',
  'description_ru',
  'category',
  'brand',
  'properties',
  'barcode',
  'photos',
  'price',
  'compare_at_price',
  'cost',
  'stock',
] as const;
export type ExchangeField = (typeof exchangeFields)[number];

export const ExchangeOwner = z.enum(['exchange', 'site']);
export type ExchangeOwner = z.infer<typeof ExchangeOwner>;

/**
 * The default split, written down in docs/accounting-exchange.md: the books own what they are the
 * record of (names, codes, prices, cost, stock), the site owns what it writes for shoppers.
 */
export const defaultFieldOwners: Record<ExchangeField, ExchangeOwner> = {
  title_ru: 'exchange',
  description_ru: 'site',
  category: 'exchange',
  brand: 'exchange',
  properties: 'exchange',
  barcode: 'exchange',
  photos: 'site',
  price: 'exchange',
  compare_at_price: 'exchange',
  cost: 'exchange',
  stock: 'exchange',
};

/**
 * How the accounting system's offers map onto the shop: which price type (by its `Ид` or its
 * `Наименование`, as the accounting system names it) is the selling price, the compare-at price
 * and the cost, and which of its warehouses (`Склад/Ид`) is which of the shop's locations (by
 * location code). A warehouse left out is not read; a price type left null is not read.
 */
export const ExchangeMapping = z.object({
  selling_price_type: z.string().trim().min(1).max(200).nullable(),
  compare_at_price_type: z.string().trim().min(1).max(200).nullable(),
  cost_price_type: z.string().trim().min(1).max(200).nullable(),
  warehouses: z.record(z.string().trim().min(1).max(200), z.string().regex(/^[a-z0-9-]{1,40}$/)),
  field_owners: z.record(z.enum(exchangeFields), ExchangeOwner),
});
export type ExchangeMapping = z.infer<typeof ExchangeMapping>;

/** A shop that has not set anything: the first price type sells, stock of unmapped warehouses is not read. */
export const defaultExchangeMapping: ExchangeMapping = {
  selling_price_type: null,
  compare_at_price_type: null,
  cost_price_type: null,
  warehouses: {},
  field_owners: defaultFieldOwners,
};

/**
 * The exchange's address: the accounting system calls it with `?type=catalog|sale&mode=…` (1C's
 * "Обмен с сайтом" protocol, docs/accounting-exchange.md). The shop's public origin goes before it.
 */
export const EXCHANGE_PATH = '/api/v1/exchange/commerceml';

/** The exchange account's login: what 1C and МойСклад let a person type, nothing that needs escaping. */
export const ExchangeLogin = z
  .string(fieldError('invalid_value'))
  .trim()
  .min(1, 'required')
  .max(64, 'too_long')
  .regex(/^[A-Za-z0-9_.@-]+$/, 'invalid_value');

export const ExchangeSettings = z
  .object({
    enabled: z.boolean(),
    login: z.string().nullable(),
    /** A password is set; the password itself (or its hash) is never answered. */
    password_set: z.boolean(),
    mapping: ExchangeMapping,
    /** The path to give the accounting system, after the shop's origin. */
    path: z.string(),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ExchangeSettings' });
export type ExchangeSettings = z.infer<typeof ExchangeSettings>;

/**
 * The settings as staff save them. `password` is set only when given (absent keeps the current
 * one); enabling needs a login and a password (422 `exchange_account_incomplete`); a warehouse
 * mapped to a code no location has is 422 `unknown_location`.
 */
export const ExchangeSettingsBody = z.strictObject({
  enabled: z.boolean(fieldError('invalid_value')),
  login: ExchangeLogin.nullable(),
  password: NewPassword.optional(),
  mapping: ExchangeMapping,
});
export type ExchangeSettingsBody = z.input<typeof ExchangeSettingsBody>;

export const exchangeRunTypes = ['catalog', 'sale'] as const;
export const ExchangeRunType = z.enum(exchangeRunTypes);
export type ExchangeRunType = z.infer<typeof ExchangeRunType>;

/** `abandoned`: the accounting system stopped calling before the run ended (its session expired). */
export const exchangeRunResults = ['running', 'succeeded', 'failed', 'abandoned'] as const;
export const ExchangeRunResult = z.enum(exchangeRunResults);
export type ExchangeRunResult = z.infer<typeof ExchangeRunResult>;

/** A status the accounting system sent for an order: applied through the order's state machine, or refused with why. */
export const ExchangeStatusChange = z.object({
  order_id: z.number().int().nullable(),
  /** The document's number as the accounting system sent it. */
  number: z.string(),
  /** The status as the accounting system named it. */
  received: z.string(),
  applied: z.boolean(),
  /** Why it was not applied: `unknown_order`, `unknown_status`, `invalid_status_transition`, `order_paid`, `unchanged`. */
  reason: z.string().nullable(),
});
export type ExchangeStatusChange = z.infer<typeof ExchangeStatusChange>;

export const ExchangeRun = z
  .object({
    id: z.number().int(),
    type: ExchangeRunType,
    result: ExchangeRunResult,
    /** Why it failed, as the accounting system was told. */
    reason: z.string().nullable(),
    started_at: z.iso.datetime(),
    finished_at: z.iso.datetime().nullable(),
    /** The files the accounting system sent, by the names it gave them. */
    files: z.array(z.string()),
    /** The catalogue imports the run started: each one's report is the import's page. */
    import_ids: z.array(z.number().int()),
    orders_sent: z.number().int(),
    orders_confirmed: z.number().int(),
    statuses: z.array(ExchangeStatusChange),
  })
  .meta({ id: 'ExchangeRun' });
export type ExchangeRun = z.infer<typeof ExchangeRun>;

export const ExchangeRunListQuery = z.object({
  type: ExchangeRunType.optional(),
  ...paginationQuery({ defaultPageSize: 25, maxPageSize: 100 }),
});
export type ExchangeRunListQuery = z.input<typeof ExchangeRunListQuery>;
export type ExchangeRunFilters = z.output<typeof ExchangeRunListQuery>;

export const ExchangeRunList = pageOf(ExchangeRun).meta({ id: 'ExchangeRunList' });
export type ExchangeRunList = z.infer<typeof ExchangeRunList>;

/** The shop's locations a warehouse may map to, named in the request's language. */
export const ExchangeLocationList = z
  .object({ items: z.array(z.object({ code: z.string(), name: z.string(), active: z.boolean() })) })
  .meta({ id: 'ExchangeLocationList' });
export type ExchangeLocationList = z.infer<typeof ExchangeLocationList>;

export const staffExchangeEndpoints = endpoints({
  'GET /staff/exchange/settings': {
    summary: 'The accounting exchange’s account (never its password), mapping and address',
    response: ExchangeSettings,
    errors: [401, 403],
  },
  'PUT /staff/exchange/settings': {
    summary: 'Save the accounting exchange’s account and mapping; the password changes only when given',
    body: ExchangeSettingsBody,
    response: ExchangeSettings,
    errors: [400, 401, 403, 422],
  },
  'GET /staff/exchange/runs': {
    summary: 'The exchanges the accounting system ran, newest first, with what each moved',
    query: ExchangeRunListQuery,
    response: ExchangeRunList,
    errors: [400, 401, 403],
  },
  'GET /staff/exchange/locations': {
    summary: 'The locations a warehouse of the accounting system may map to',
    query: LangQuery,
    response: ExchangeLocationList,
    errors: [400, 401, 403],
  },
});

/**
 * The query every exchange request carries. Loose on purpose: an unknown mode or a missing file
 * name is answered in the protocol's own words ("failure" and a reason), which the accounting
 * system shows its operator, not with the API's JSON error.
 */
export const CommerceMlQuery = z.object({
  type: z.string().max(20).optional(),
  mode: z.string().max(20).optional(),
  filename: z.string().max(300).optional(),
  version: z.string().max(20).optional(),
  sessid: z.string().max(200).optional(),
});
export type CommerceMlQuery = z.infer<typeof CommerceMlQuery>;

const commerceMlAnswer = z.string().meta({
  description: 'Plain text whose first line is success, progress or failure; the orders document for sale/query',
});

/**
 * The exchange the accounting system calls (CommerceML 2 over 1C's site-exchange protocol):
 * HTTP Basic at `checkauth`, the session cookie it answers on every other call. A file part is
 * the raw request body. Refusals (a wrong password, no session) are the protocol's text with
 * 401, not the API's JSON error; so are a refused query (400) and a part over file_limit (413).
 */
export const commerceMlEndpoints = endpoints({
  'GET /exchange/commerceml': {
    summary: 'Accounting exchange (1C, МойСклад): checkauth, init, import, query, success',
    query: CommerceMlQuery,
    response: commerceMlAnswer,
    errors: [400],
    hidden: true,
  },
  'POST /exchange/commerceml': {
    summary: 'Accounting exchange (1C, МойСклад): the same modes, and file parts as the body',
    query: CommerceMlQuery,
    response: commerceMlAnswer,
    errors: [400, 413],
    hidden: true,
  },
});
