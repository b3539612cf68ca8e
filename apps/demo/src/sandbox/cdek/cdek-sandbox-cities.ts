/**
 * The simulator's city list. Names, regions and coordinates are real (rounded); the CDEK codes
 * of Kyrgyz and Kazakh places are invented — no public source gives CDEK's codes for them, so
 * the store must look codes up (`/location/cities`) rather than hard-code them. Москва (44),
 * Санкт-Петербург (137) and Новосибирск (270) use the codes seen in CDEK's own examples.
 */
export interface SandboxCity {
  code: number;
  city: string;
  cityEn: string;
  region: string;
  regionEn: string;
  countryCode: 'KG' | 'KZ' | 'RU';
  latitude: number;
  longitude: number;
  timeZone: string;
}

const country = {
  KG: { rus: 'Киргизия', eng: 'Kyrgyzstan' },
  KZ: { rus: 'Казахстан', eng: 'Kazakhstan' },
  RU: { rus: 'Россия', eng: 'Russia' },
} as const;

export function countryName(code: SandboxCity['countryCode'], lang: 'rus' | 'eng'): string {
  return country[code][lang];
}

type Row = [code: number, city: string, cityEn: string, region: keyof typeof kgRegions, lat: number, lon: number];

const kgRegions = {
  bishkek: ['Бишкек', 'Bishkek'],
  osh_city: ['Ош', 'Osh'],
  chui: ['Чуйская область', 'Chuy Region'],
  osh: ['Ошская область', 'Osh Region'],
  jalal_abad: ['Джалал-Абадская область', 'Jalal-Abad Region'],
  issyk_kul: ['Иссык-Кульская область', 'Issyk-Kul Region'],
  naryn: ['Нарынская область', 'Naryn Region'],
  talas: ['Таласская область', 'Talas Region'],
  batken: ['Баткенская область', 'Batken Region'],
} as const;

const kyrgyzRows: Row[] = [
  [5444, 'Бишкек', 'Bishkek', 'bishkek', 42.8746, 74.5698],
  [5447, 'Ош', 'Osh', 'osh_city', 40.5283, 72.7985],
  [5451, 'Джалал-Абад', 'Jalal-Abad', 'jalal_abad', 40.9333, 73.0017],
  [5453, 'Каракол', 'Karakol', 'issyk_kul', 42.4907, 78.3936],
  [5458, 'Токмок', 'Tokmok', 'chui', 42.8421, 75.3015],
  [5462, 'Нарын', 'Naryn', 'naryn', 41.4287, 75.9911],
  [5465, 'Талас', 'Talas', 'talas', 42.5228, 72.2427],
  [5468, 'Баткен', 'Batken', 'batken', 40.0625, 70.8194],
  [5471, 'Кара-Балта', 'Kara-Balta', 'chui', 42.8142, 73.8481],
  [5474, 'Кант', 'Kant', 'chui', 42.8911, 74.8508],
  [5477, 'Балыкчы', 'Balykchy', 'issyk_kul', 42.4603, 76.187],
  [5480, 'Чолпон-Ата', 'Cholpon-Ata', 'issyk_kul', 42.6496, 77.0818],
  [5483, 'Узген', 'Uzgen', 'osh', 40.7699, 73.3007],
  [5486, 'Кара-Суу', 'Kara-Suu', 'osh', 40.7048, 72.8657],
  [5489, 'Кызыл-Кия', 'Kyzyl-Kiya', 'batken', 40.2566, 72.1276],
  [5492, 'Сокулук', 'Sokuluk', 'chui', 42.8608, 74.3009],
  [5495, 'Беловодское', 'Belovodskoye', 'chui', 42.8303, 74.108],
  [5498, 'Кочкор-Ата', 'Kochkor-Ata', 'jalal_abad', 41.0347, 72.4814],
  [5501, 'Таш-Кумыр', 'Tash-Kumyr', 'jalal_abad', 41.3475, 72.2176],
  [5504, 'Майлуу-Суу', 'Mailuu-Suu', 'jalal_abad', 41.2615, 72.4496],
  [5507, 'Кара-Куль', 'Kara-Kul', 'jalal_abad', 41.6265, 72.6818],
  [5510, 'Токтогул', 'Toktogul', 'jalal_abad', 41.8728, 72.9409],
  [5513, 'Кербен', 'Kerben', 'jalal_abad', 41.4946, 71.7532],
  [5516, 'Базар-Коргон', 'Bazar-Korgon', 'jalal_abad', 41.0381, 72.7462],
  [5519, 'Ноокат', 'Nookat', 'osh', 40.2642, 72.6191],
  [5522, 'Араван', 'Aravan', 'osh', 40.515, 72.5028],
  [5525, 'Кара-Кульджа', 'Kara-Kulja', 'osh', 40.6322, 73.5958],
  [5528, 'Сулюкта', 'Sulukta', 'batken', 39.9333, 69.5667],
  [5531, 'Исфана', 'Isfana', 'batken', 39.8389, 69.5276],
  [5534, 'Кадамжай', 'Kadamjay', 'batken', 40.1298, 71.7231],
  [5537, 'Шопоков', 'Shopokov', 'chui', 42.825, 74.32],
  [5540, 'Кемин', 'Kemin', 'chui', 42.7839, 75.6917],
  [5543, 'Кайынды', 'Kaindy', 'chui', 42.8283, 73.6786],
  [5546, 'Лебединовка', 'Lebedinovka', 'chui', 42.8833, 74.6833],
  [5549, 'Ивановка', 'Ivanovka', 'chui', 42.8878, 75.0817],
  [5552, 'Кызыл-Суу', 'Kyzyl-Suu', 'issyk_kul', 42.3417, 78.0042],
  [5555, 'Тюп', 'Tyup', 'issyk_kul', 42.727, 78.3641],
  [5558, 'Боконбаево', 'Bokonbayevo', 'issyk_kul', 42.1167, 76.9833],
  [5561, 'Кочкор', 'Kochkor', 'naryn', 42.2148, 75.7531],
  [5564, 'Ат-Башы', 'At-Bashy', 'naryn', 41.1702, 75.8061],
];

export const sandboxCities: readonly SandboxCity[] = [
  ...kyrgyzRows.map(([code, city, cityEn, region, latitude, longitude]) => ({
    code,
    city,
    cityEn,
    region: kgRegions[region][0],
    regionEn: kgRegions[region][1],
    countryCode: 'KG' as const,
    latitude,
    longitude,
    timeZone: 'Asia/Bishkek',
  })),
  {
    code: 4756,
    city: 'Алматы',
    cityEn: 'Almaty',
    region: 'Алматы',
    regionEn: 'Almaty',
    countryCode: 'KZ',
    latitude: 43.2389,
    longitude: 76.8897,
    timeZone: 'Asia/Almaty',
  },
  {
    code: 4961,
    city: 'Астана',
    cityEn: 'Astana',
    region: 'Астана',
    regionEn: 'Astana',
    countryCode: 'KZ',
    latitude: 51.1694,
    longitude: 71.4491,
    timeZone: 'Asia/Almaty',
  },
  {
    code: 44,
    city: 'Москва',
    cityEn: 'Moscow',
    region: 'Москва',
    regionEn: 'Moscow',
    countryCode: 'RU',
    latitude: 55.7558,
    longitude: 37.6173,
    timeZone: 'Europe/Moscow',
  },
  {
    code: 137,
    city: 'Санкт-Петербург',
    cityEn: 'Saint Petersburg',
    region: 'Санкт-Петербург',
    regionEn: 'Saint Petersburg',
    countryCode: 'RU',
    latitude: 59.9391,
    longitude: 30.3159,
    timeZone: 'Europe/Moscow',
  },
  {
    code: 270,
    city: 'Новосибирск',
    cityEn: 'Novosibirsk',
    region: 'Новосибирская область',
    regionEn: 'Novosibirsk Region',
    countryCode: 'RU',
    latitude: 55.0084,
    longitude: 82.9357,
    timeZone: 'Asia/Novosibirsk',
  },
];

export const sandboxCityByCode: ReadonlyMap<number, SandboxCity> = new Map(sandboxCities.map((c) => [c.code, c]));

export interface CityFilter {
  countryCodes?: string[];
  /** The full name in the language asked for: CDEK documents `city` as "Должно соответствовать полностью". */
  city?: string;
  code?: number;
  lang: 'rus' | 'eng';
  size?: number;
  page?: number;
}

/**
 * Filters in list order; `page` counts from 0 and applies only with `size`, as at CDEK. The
 * name must match in full; how strictly (case, spaces) is not documented, so the simulator
 * takes the unfavourable reading and compares exactly.
 */
export function findSandboxCities(filter: CityFilter): SandboxCity[] {
  const countries = filter.countryCodes?.map((c) => c.toUpperCase());
  const matches = sandboxCities.filter(
    (c) =>
      (!countries?.length || countries.includes(c.countryCode)) &&
      (filter.code === undefined || c.code === filter.code) &&
      (filter.city === undefined || (filter.lang === 'eng' ? c.cityEn : c.city) === filter.city),
  );
  if (filter.size === undefined) return matches;
  const start = (filter.page ?? 0) * filter.size;
  return matches.slice(start, start + filter.size);
}

/**
 * `location/suggest/cities`: places whose Russian name starts with what was typed, whatever
 * its case. CDEK documents neither a limit, an order nor a language parameter, so the simulator
 * answers every match in list order, in Russian only (a Latin "Bish" finds nothing).
 */
export function suggestSandboxCities(query: { name: string; countryCode?: string }): SandboxCity[] {
  const typed = query.name.trim().toLocaleLowerCase('ru');
  const country = query.countryCode?.toUpperCase();
  if (!typed) return [];
  return sandboxCities.filter(
    (c) => (!country || c.countryCode === country) && c.city.toLocaleLowerCase('ru').startsWith(typed),
  );
}

/** CDEK's `full_name`: the place, its region unless the place is the region itself, the country. */
export function fullName(city: SandboxCity): string {
  return [city.city, ...(city.region === city.city ? [] : [city.region]), countryName(city.countryCode, 'rus')].join(
    ', ',
  );
}
