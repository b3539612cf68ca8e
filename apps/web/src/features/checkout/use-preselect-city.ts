import { useEffect } from 'react';
import { cityNamesMatch, findDeliveryCities } from '@/entities/delivery/api/delivery-cities';
import { countryOf } from '@/shared/lib/countries';
import type { CheckoutForm } from './checkout-form';

/**
 * The address's city chosen from the courier service's list without the shopper having to
 * (Bishkek for most shoppers), when the list has a city of exactly that name.
 */
export function usePreselectCity(form: CheckoutForm) {
  useEffect(() => {
    const { city, city_code: cityCode, country } = form.getValues();
    if (cityCode !== null || !city.trim()) return;
    let cancelled = false;
    const countryCode = countryOf(country)?.code ?? 'KG';
    // The courier service names Bishkek in one alphabet, whichever the shopper (or the default) used.
    const queries = [...new Set([city.trim(), ...(cityNamesMatch(city, 'Bishkek') ? ['Бишкек', 'Bishkek'] : [])])];
    void (async () => {
      for (const query of queries) {
        const found = await findDeliveryCities(query, countryCode).catch(() => []);
        const exact = found.find((option) => cityNamesMatch(option.city, city));
        if (cancelled || form.getValues('city_code') !== null || form.getValues('city') !== city) return;
        if (exact) {
          form.setValue('city', exact.city);
          form.setValue('city_code', exact.code);
          return;
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [form]);
}
