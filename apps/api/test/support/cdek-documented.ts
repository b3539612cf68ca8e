/*
 * CDEK API v2 as CDEK documents it: its own example requests and answers, copied as they are
 * published (Chinese names included), and where CDEK's example is not at hand, the fields
 * that independent clients read. Each names its source. The conformance test replays them to
 * the adapter and sends the same requests to the simulator (docs/decisions/045).
 */

/** CDEK API 2.0 docs on yuque (find_string id 66517968402 in the research corpus). */
const YUQUE = 'https://www.yuque.com/cdek/api2';

export const documented = {
  token: {
    source: `${YUQUE}/authorization — 返回数据例子 (access token redacted in the copy)`,
    request: { grant_type: 'client_credentials', client_id: 'wqGwiQx0gg8mLtiEKsUinjVSICCjtTEP' },
    answer: {
      access_token: '<REDACTED_CDEK_ACCESS_TOKEN>',
      token_type: 'bearer',
      expires_in: 3599,
      scope: 'location:all order:all payment:all',
      jti: 'sbbOlDCeyqKRuoLaBAciEpAl5AQ',
    },
  },

  /** The OAuth server's refusal: error and description as CDEK's table names them. */
  tokenRefused: {
    source: `${YUQUE}/authorization — 错误例子: unauthorized / "No such account secure"`,
    status: 401,
    answer: { error: 'unauthorized', error_description: 'No such account secure' },
  },

  cities: {
    source: `${YUQUE}/cities — 请求例子 ?postal_code=198261&lang=zho and 返回数据例子`,
    query: 'postal_code=198261&lang=zho',
    answer: [
      {
        code: 137,
        city_uuid: '901944f4-dbd1-4308-9cc7-d1fbbd858804',
        city: '圣彼得堡',
        fias_guid: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
        country_code: 'RU',
        country: '俄罗斯 / 俄羅斯',
        region: '圣彼得堡',
        region_code: 82,
        fias_region_guid: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
        sub_region: '圣彼得堡',
        longitude: 30.315877,
        latitude: 59.939099,
        time_zone: 'Europe/Moscow',
        payment_limit: -1.0,
      },
    ],
  },

  suggestCities: {
    source:
      'GET /v2/location/suggest/cities?name=&country_code= (apidoc.cdek.ru/#tag/location/operation/suggestCities, ' +
      'cited by a PHP client, find_string id 42317689261). Fields {city_uuid, code, full_name, country_code} as two ' +
      'independent clients type the answer (TypeScript CdekSuggestedCityDto, find_string id 62017593974; pydantic ' +
      'CDEKCitySchema, id 61185842742); "Москва, Россия" as a Python client’s test gives full_name (id 68312256649); ' +
      'no published city_uuid, so a UUID of that form',
    query: 'name=Моск&country_code=RU',
    answer: [
      { city_uuid: '0d1f6a2c-5b7e-4c11-9e3a-3f2b8c4d5e6f', code: 44, full_name: 'Москва, Россия', country_code: 'RU' },
    ],
  },

  tariff: {
    source: `${YUQUE}/tariff_code_calc — 请求数据例子 and 返回数据例子`,
    request: {
      tariff_code: 137,
      from_location: { code: 44 },
      to_location: { code: 270 },
      packages: [{ weight: 3000 }],
    },
    answer: {
      delivery_sum: 61.07,
      period_min: 4,
      period_max: 5,
      calendar_min: 4,
      calendar_max: 5,
      weight_calc: 3000,
      services: [{ code: 'INSURANCE', sum: 0.0, total_sum: 0.0, discount_percent: 0, discount_sum: 0.0 }],
      total_sum: 61.07,
      currency: 'CNY',
    },
  },

  tariffList: {
    source: `${YUQUE}/available_tariff — 请求数据例子 and 返回数据例子 (four of its fifteen tariffs, as published)`,
    request: { lang: 'zho', from_location: { code: 44 }, to_location: { code: 270 }, packages: [{ weight: 60000 }] },
    answer: {
      tariff_codes: [
        {
          tariff_code: 121,
          tariff_name: '干线快递 门到门',
          tariff_description: '',
          delivery_mode: 1,
          delivery_sum: 434.94,
          period_min: 5,
          period_max: 6,
          calendar_min: 5,
          calendar_max: 6,
        },
        {
          tariff_code: 123,
          tariff_name: '干线快递 门到库',
          tariff_description: '',
          delivery_mode: 2,
          delivery_sum: 376.1,
          period_min: 5,
          period_max: 6,
          calendar_min: 5,
          calendar_max: 6,
        },
        {
          tariff_code: 480,
          tariff_name: '快递  门到门',
          tariff_description: '',
          delivery_mode: 1,
          delivery_sum: 1674.21,
          period_min: 2,
          period_max: 3,
          calendar_min: 3,
          calendar_max: 3,
        },
        {
          tariff_code: 483,
          tariff_name: '快递  库到库',
          tariff_description: '',
          delivery_mode: 4,
          delivery_sum: 1610.91,
          period_min: 2,
          period_max: 3,
          calendar_min: 3,
          calendar_max: 3,
        },
      ],
    },
  },

  /** The API's refusal of a request, with the warnings CDEK may add. */
  error: {
    source: `${YUQUE}/ex38lg91drsygye9 — 返回的数据: 400 Bad Request`,
    status: 400,
    answer: {
      errors: [{ code: 'string', additional_code: 'string', message: 'string' }],
      warnings: [{ code: 'string', message: 'string' }],
    },
  },

  /** The gateway's answer to a call without a token: not the API's `errors`. */
  gatewayError: {
    source: `${YUQUE}/order-request — 申请失败返回的数据`,
    status: 500,
    answer: {
      timestamp: 1585210142239,
      path: '/v2/orders',
      status: 500,
      error: 'Internal Server Error',
      message: 'Не найден HTTP заголовок Authorization',
    },
  },
} as const;
