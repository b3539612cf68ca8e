import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CatalogFilters } from '@/entities/catalog/catalog-filters';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import type { FacetNames } from '../hooks/use-facet-names';
import { ActiveFilterChips } from './active-filter-chips';
import { PriceRange } from './price-range';

const names: FacetNames = {
  brand: (id) => ({ 7: 'Klairs', 9: 'Purito' })[id],
  value: (id) => (id === 31 ? { property: 'Skin type', value: 'Oily' } : undefined),
};

/** The catalogue page's part that matters here: filters kept in one place, the chips and the price fields over them. */
function Filters({ initial }: { initial: CatalogFilters }) {
  const [filters, setFilters] = useState(initial);
  const change = (next: Partial<CatalogFilters>) => setFilters((current) => ({ ...current, ...next, page: 1 }));
  return (
    <>
      <output data-filters>{JSON.stringify(filters)}</output>
      <ActiveFilterChips filters={filters} names={names} onChange={change} onReset={() => setFilters({ page: 1 })} />
      <PriceRange min={filters.min_price} max={filters.max_price} onApply={change} />
    </>
  );
}

const filtersNow = (): CatalogFilters => JSON.parse(document.querySelector('[data-filters]')?.textContent ?? '{}');

describe('the filter chips and the price range', () => {
  it('names every active filter in a chip; removing one drops only it, and Clear all drops the rest', async () => {
    fakeApi();
    renderComponent(
      <Filters
        initial={{ page: 3, brand: [7, 9], properties: [31, 99], on_sale: true, in_stock: true, search: 'spf' }}
      />,
      { language: 'en' },
    );
    const chips = within(screen.getByRole('region', { name: 'Active filters' }));
    for (const name of ['“spf”', 'Klairs', 'Purito', 'Skin type: Oily', 'Filter #99', 'In stock', 'On sale']) {
      expect(chips.getByRole('button', { name: `Remove filter “${name}”` })).toBeTruthy();
    }
    const user = userEvent.setup();
    await user.click(chips.getByRole('button', { name: 'Remove filter “Klairs”' }));
    expect(filtersNow()).toMatchObject({ page: 1, brand: [9], properties: [31, 99], on_sale: true });
    await user.click(chips.getByRole('button', { name: 'Clear all' }));
    expect(filtersNow()).toEqual({ page: 1 });
    expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull();
  });

  it('applies a price range on leaving a field and on Enter, refuses min above max, and its chip empties the fields', async () => {
    fakeApi();
    renderComponent(<Filters initial={{ page: 1 }} />, { language: 'en' });
    const user = userEvent.setup();
    const from = screen.getByLabelText('From, som') as HTMLInputElement;
    const to = screen.getByLabelText('To, som') as HTMLInputElement;
    await user.type(from, '1000');
    await user.tab();
    expect(filtersNow().min_price).toBe(1000);
    await user.type(to, '2000{Enter}');
    expect(filtersNow().max_price).toBe(2000);
    const chip = screen.getByRole('button', { name: 'Remove filter “Price: 1,000 som – 2,000 som”' });

    await user.clear(from);
    await user.type(from, '3000{Enter}');
    expect(screen.getByText('The “from” price cannot be higher than the “to” price')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(filtersNow().min_price).toBe(1000);

    await user.click(chip);
    expect(filtersNow().min_price).toBeUndefined();
    expect(from.value).toBe('');
    expect(to.value).toBe('');
    expect(from.getAttribute('aria-invalid')).toBeNull();
  });

  it('speaks Kyrgyz: the chips and the range message', async () => {
    fakeApi();
    renderComponent(<Filters initial={{ page: 1, on_sale: true, min_price: 2000, max_price: 3000 }} />, {
      language: 'ky',
    });
    expect(screen.getByRole('button', { name: '«Арзандатууда» фильтрин алып салуу' })).toBeTruthy();
    const user = userEvent.setup();
    const from = screen.getByLabelText('Эң аз, сом');
    await user.clear(from);
    await user.type(from, '5000{Enter}');
    expect(screen.getByText('Эң аз баа эң көп баадан ашпашы керек')).toBeTruthy();
  });
});
