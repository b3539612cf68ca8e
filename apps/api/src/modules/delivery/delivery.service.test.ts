import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CREDENTIALS, startCdekSandbox } from '../../../test/support/cdek-sandbox-server.js';
import { AppError } from '../../http/app-error.js';
import { createCdekClient } from './cdek-client.js';
import { type CourierDispatch, createDeliveryService, type DeliverySettings } from './delivery.service.js';

const BISHKEK = 5444;
const OSH = 5447;
const MOSCOW = 44;

const cdek = await startCdekSandbox();
afterAll(() => cdek.close());

/** The service with the real adapter against the simulator, and the lines it logs. */
function service(
  tariffCodes: DeliverySettings['tariffCodes'],
  senderCityCode = BISHKEK,
  dispatch: CourierDispatch | null = { closes: '20:00', closedWeekdays: [0] },
) {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const delivery = createDeliveryService({
    cdek: createCdekClient({ baseUrl: cdek.baseUrl, ...SANDBOX_TEST_CREDENTIALS }),
    settings: { senderCityCode, cityFeeTyiyn: 20_000, freeFromTyiyn: 400_000, cityCourierDays: 1, tariffCodes },
    log,
    pickupPointOpen: async (code) => code === 'tsum',
    courierDispatch: async () => dispatch,
  });
  return { delivery, lines };
}

const courierTo = (cityCode: number) => ({ method: 'courier', city_code: cityCode }) as const;
const goods = { valueTyiyn: 150_000, itemCount: 2 };

describe('the CDEK tariff of a courier delivery', () => {
  it('is the cheapest configured door tariff CDEK sells on the route, priced by that tariff', async () => {
    const { delivery } = service({ door: [137, 480, 482], pickupPoint: [483] });
    const quote = await delivery.quote(courierTo(OSH), goods);
    // 137 would be cheaper, but CDEK sells "Посылка" inside Russia only; 482 is cheaper than 480.
    expect(quote.tariff).toMatchObject({ code: 482, name: 'Экспресс склад-дверь' });
    expect(quote.feeTyiyn).toBeGreaterThan(0);
    const inRussia = service({ door: [482, 137], pickupPoint: [483] }, MOSCOW);
    expect((await inRussia.delivery.quote(courierTo(270), goods)).tariff?.code).toBe(137);
  });

  it('is refused as "not possible" when CDEK sells none of them, and the operator is told which it offers', async () => {
    const { delivery, lines } = service({ door: [136, 137, 11], pickupPoint: [483] });
    const refused = await delivery.quote(courierTo(OSH), goods).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('unknown_delivery_city');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'CDEK sells none of the configured tariffs on this route',
        mode: 'door',
        fromCityCode: BISHKEK,
        toCityCode: OSH,
        configured: [136, 137, 11],
        offered: [
          '480 Экспресс дверь-дверь',
          '481 Экспресс дверь-склад',
          '482 Экспресс склад-дверь',
          '483 Экспресс склад-склад',
        ],
      }),
    ]);
  });

  it('is not asked for in the shop’s own city, which has its flat fee', async () => {
    const { delivery } = service({ door: [482], pickupPoint: [483] });
    expect(await delivery.quote(courierTo(BISHKEK), goods)).toMatchObject({ feeTyiyn: 20_000, tariff: null });
  });
});

describe('a pickup quote', () => {
  it('is free at an open pickup point, and refused on `delivery.shop_id` for a code none has', async () => {
    const { delivery } = service({ door: [482], pickupPoint: [483] });
    expect(await delivery.quote({ method: 'pickup', shop_id: 'tsum' }, goods)).toMatchObject({
      method: 'pickup',
      feeTyiyn: 0,
      shopId: 'tsum',
    });
    const refused = await delivery.quote({ method: 'pickup', shop_id: 'closed-shop' }, goods).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).fields?.['delivery.shop_id']?.code).toBe('invalid_value');
  });
});

describe('the delivery estimate', () => {
  it("in the shop's city is the own courier's days, leaving by the dispatching location's hour and open days", async () => {
    const { delivery } = service({ door: [482], pickupPoint: [483] });
    expect(await delivery.estimate({ cityCode: undefined, lang: 'ru' })).toEqual({
      city_code: BISHKEK,
      city: 'Бишкек',
      own_courier: true,
      days_min: 1,
      days_max: 1,
      cutoff: '20:00',
      closed_weekdays: [0],
      arrival_closed_weekdays: [0],
    });
  });

  it("elsewhere is CDEK's days for one item, the ones a quote of that parcel names; CDEK arrives any day", async () => {
    const { delivery } = service({ door: [482], pickupPoint: [483] });
    const quoted = await delivery.quote(courierTo(OSH), { valueTyiyn: 150_000, itemCount: 1 });
    const estimate = await delivery.estimate({ cityCode: OSH, lang: 'en' });
    expect(estimate).toMatchObject({
      city_code: OSH,
      city: 'Osh',
      own_courier: false,
      days_min: quoted.tariff?.daysMin,
      days_max: quoted.tariff?.daysMax,
      closed_weekdays: [0],
      arrival_closed_weekdays: [],
    });
  });

  it("takes the shop's daily closing hour when no location ships, or the one that does keeps no hours", async () => {
    const { delivery } = service({ door: [482], pickupPoint: [483] }, BISHKEK, null);
    expect(await delivery.estimate({ cityCode: BISHKEK, lang: 'ru' })).toMatchObject({
      cutoff: '21:00',
      closed_weekdays: [],
    });
  });
});
