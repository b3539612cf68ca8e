import { describe, expect, it } from 'vitest';
import type { CdekOfferedTariff } from './cdek-client.js';
import { cheapestConfiguredTariff, placeOf } from './cdek-tariff-choice.js';

const offer = (code: number, deliverySum: number): CdekOfferedTariff => ({
  code,
  name: `tariff ${code}`,
  deliverySum,
  periodMin: 2,
  periodMax: 3,
});

describe('cheapestConfiguredTariff', () => {
  it('takes the cheapest tariff that is both configured and sold on the route', () => {
    const offered = [offer(137, 150), offer(482, 480.5), offer(480, 610), offer(11, 455)];
    expect(cheapestConfiguredTariff(offered, [482, 11])?.code).toBe(11);
    expect(cheapestConfiguredTariff(offered, [482, 480])?.code).toBe(482);
  });

  it('breaks a tie in price by the configured order, and finds nothing when nothing configured is sold', () => {
    const offered = [offer(483, 300), offer(10, 300)];
    expect(cheapestConfiguredTariff(offered, [10, 483])?.code).toBe(10);
    expect(cheapestConfiguredTariff(offered, [483, 10])?.code).toBe(483);
    expect(cheapestConfiguredTariff(offered, [136, 137])).toBeUndefined();
    expect(cheapestConfiguredTariff([], [482])).toBeUndefined();
  });
});

describe('placeOf', () => {
  it('reads the place and its region from CDEK’s full name, leaving the country to the country code', () => {
    expect(placeOf({ code: 44, fullName: 'Москва, Россия' })).toEqual({ city: 'Москва', region: null });
    expect(placeOf({ code: 1, fullName: 'Ош, Ошская обл., Киргизия' })).toEqual({
      city: 'Ош',
      region: 'Ошская обл.',
    });
    expect(placeOf({ code: 2, fullName: 'Кант, Чуйская обл., Ысык-Атинский р-н, Киргизия' })).toEqual({
      city: 'Кант',
      region: 'Чуйская обл., Ысык-Атинский р-н',
    });
    expect(placeOf({ code: 3, fullName: ' Бишкек ' })).toEqual({ city: 'Бишкек', region: null });
  });
});
