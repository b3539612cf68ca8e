import type { SandboxCity } from './cdek-sandbox-cities.js';

/**
 * Deterministic prices for the simulator: base + per km + per started kilogram (of the
 * greater of real and volumetric weight), in som, then converted. Not CDEK's prices — only
 * shaped like them, so tests and a local checkout see plausible, stable numbers.
 */
interface TariffRule {
  name: string;
  /** CDEK's delivery_mode: 1 door-door, 2 door-office, 3 office-door, 4 office-office. */
  deliveryMode: 1 | 2 | 3 | 4;
  baseSom: number;
  perKmSom: number;
  perKgSom: number;
  /** How far a parcel travels in a day, and the days it spends at either end. */
  kmPerDay: number;
  handlingDays: number;
  maxWeightKg: number;
  /** Only inside Russia: CDEK's table says of "Посылка" "доставки товаров по России". */
  russiaOnly: boolean;
}

// CDEK's tariff table (yuque.com/cdek/api2/tariff_codes): "Посылка" up to 50 kg, "Express" without a weight limit.
const parcel = { kmPerDay: 350, handlingDays: 1, maxWeightKg: 50, russiaOnly: true };
const express = { kmPerDay: 700, handlingDays: 0, maxWeightKg: Number.POSITIVE_INFINITY, russiaOnly: false };

/**
 * The tariffs this simulator sells. Codes CDEK has retired or may not sell to this account
 * (Экспресс лайт 10–12, Магистральный экспресс…) are unknown here: the unfavourable case.
 */
const rules: Record<number, TariffRule> = {
  136: { name: 'Посылка склад-склад', deliveryMode: 4, baseSom: 120, perKmSom: 0.37, perKgSom: 45, ...parcel },
  137: { name: 'Посылка склад-дверь', deliveryMode: 3, baseSom: 180, perKmSom: 0.37, perKgSom: 45, ...parcel },
  138: { name: 'Посылка дверь-склад', deliveryMode: 2, baseSom: 170, perKmSom: 0.37, perKgSom: 45, ...parcel },
  139: { name: 'Посылка дверь-дверь', deliveryMode: 1, baseSom: 230, perKmSom: 0.37, perKgSom: 45, ...parcel },
  480: { name: 'Экспресс дверь-дверь', deliveryMode: 1, baseSom: 310, perKmSom: 0.52, perKgSom: 60, ...express },
  481: { name: 'Экспресс дверь-склад', deliveryMode: 2, baseSom: 260, perKmSom: 0.52, perKgSom: 60, ...express },
  482: { name: 'Экспресс склад-дверь', deliveryMode: 3, baseSom: 270, perKmSom: 0.52, perKgSom: 60, ...express },
  483: { name: 'Экспресс склад-склад', deliveryMode: 4, baseSom: 210, perKmSom: 0.52, perKgSom: 60, ...express },
};

/** Crossing a border (KG ↔ KZ ↔ RU, all EAEU) adds paperwork, not customs. */
const CROSS_BORDER_SOM = 350;

/** How many som one unit of each CDEK currency id is worth (fixed, invented rates). */
const currencies: Record<number, { code: string; somPerUnit: number }> = {
  1: { code: 'RUB', somPerUnit: 1.1 },
  2: { code: 'KZT', somPerUnit: 0.17 },
  3: { code: 'USD', somPerUnit: 87.4 },
  4: { code: 'EUR', somPerUnit: 94.8 },
  9: { code: 'KGS', somPerUnit: 1 },
};

export interface Parcel {
  weight: number;
  length?: number;
  width?: number;
  height?: number;
}

export type TariffResult =
  | {
      ok: true;
      name: string;
      deliveryMode: number;
      deliverySum: number;
      periodMin: number;
      periodMax: number;
      weightCalc: number;
      currency: string;
    }
  | { ok: false; code: string; message: string };

/**
 * CDEK's refusal of a tariff it does not sell on a route. The v2 code is not documented; the
 * text is CDEK's error 3 of its calculator ("delivery in this direction is not possible").
 */
const NOT_SOLD = {
  ok: false,
  code: 'v2_tariff_not_available',
  message: 'Невозможно осуществить доставку по этому направлению при заданных условиях',
} as const;

function distanceKm(a: SandboxCity, b: SandboxCity): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** CDEK bills the greater of real weight and length × width × height / 5000 (cm → kg). */
function chargeableGrams(packages: Parcel[]): number {
  return packages.reduce((sum, p) => {
    const volumetric = p.length && p.width && p.height ? ((p.length * p.width * p.height) / 5000) * 1000 : 0;
    return sum + Math.max(p.weight, Math.round(volumetric));
  }, 0);
}

interface Route {
  from: SandboxCity;
  to: SandboxCity;
  packages: Parcel[];
  currency: number;
}

export function calculateTariff(input: Route & { tariffCode: number }): TariffResult {
  const rule = rules[input.tariffCode];
  const currency = currencies[input.currency];
  if (!rule) return { ok: false, code: 'v2_tariff_not_found', message: `Тариф ${input.tariffCode} не найден` };
  if (!currency) return { ok: false, code: 'v2_invalid_value_type', message: `Unknown currency ${input.currency}` };
  if (rule.russiaOnly && (input.from.countryCode !== 'RU' || input.to.countryCode !== 'RU')) return NOT_SOLD;
  const weightCalc = chargeableGrams(input.packages);
  if (weightCalc > rule.maxWeightKg * 1000) {
    return { ok: false, code: 'v2_weight_limit_exceeded', message: `${rule.name}: не более ${rule.maxWeightKg} кг` };
  }
  const km = distanceKm(input.from, input.to);
  const crossBorder = input.from.countryCode !== input.to.countryCode ? CROSS_BORDER_SOM : 0;
  const som = rule.baseSom + crossBorder + km * rule.perKmSom + Math.ceil(weightCalc / 1000) * rule.perKgSom;
  const travelDays = Math.ceil(km / rule.kmPerDay);
  const periodMin = Math.max(1, rule.handlingDays + travelDays + (crossBorder ? 2 : 0));
  return {
    ok: true,
    name: rule.name,
    deliveryMode: rule.deliveryMode,
    deliverySum: Math.round((som / currency.somPerUnit) * 100) / 100,
    periodMin,
    periodMax: periodMin + 1 + (crossBorder ? 2 : 0),
    weightCalc,
    currency: currency.code,
  };
}

type Priced = Extract<TariffResult, { ok: true }> & { tariffCode: number };

/** `calculator/tarifflist`: every tariff sold on the route for these parcels, priced. */
export function listTariffs(input: Route): { ok: true; tariffs: Priced[] } | Extract<TariffResult, { ok: false }> {
  if (!currencies[input.currency]) {
    return { ok: false, code: 'v2_invalid_value_type', message: `Unknown currency ${input.currency}` };
  }
  const tariffs = Object.keys(rules).flatMap((code) => {
    const result = calculateTariff({ ...input, tariffCode: Number(code) });
    return result.ok ? [{ ...result, tariffCode: Number(code) }] : [];
  });
  return { ok: true, tariffs };
}
