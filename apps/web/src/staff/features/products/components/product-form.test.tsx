import type { StaffMe } from '@aruu/contract/staff-auth';
import type { StaffProduct, StaffProductOptions, VariationCostHistory } from '@aruu/contract/staff-products';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { ProductForm } from './product-form';

const triple = (ru: string) => ({ ru, en: ru, ky: ru });

const options: StaffProductOptions = {
  brands: [{ id: 1, name: 'Missha' }],
  categories: [
    { id: 10, name: 'Face', parent_name: '', leaf: false },
    { id: 11, name: 'Creams', parent_name: 'Face', leaf: true },
  ],
  properties: [],
};

const product: StaffProduct = {
  id: 7,
  texts: {
    title: triple('Cream'),
    description: triple('A cream.'),
    composition: triple('Water.'),
    usage: triple('Apply.'),
    seo_title: triple(''),
    seo_description: triple(''),
  },
  brand_id: 1,
  category_id: 11,
  property_value_ids: [],
  released_at: '2026-11-01T00:00:00.000Z',
  is_recommended: false,
  published: true,
  image: '/media/products/7.svg',
  missing_languages: [],
  variations: [
    {
      id: 70,
      sku: 'CR-50',
      barcode: null,
      name: triple('50 ml'),
      price: 125000,
      compare_at_price: null,
      cost: 80000,
      color_hex: null,
      stock: 3,
      ordered: false,
      hidden: false,
    },
  ],
  version: 4,
  updated_at: '2026-11-20T00:00:00.000Z',
};

const history: VariationCostHistory = {
  items: [
    {
      id: 2,
      variation_id: 70,
      sku: 'CR-50',
      cost: 80000,
      previous_cost: 75000,
      source: 'import',
      changed_by: { id: 5, name: 'Aigul' },
      // 20:30 UTC on the 23rd: the 24th in Bishkek.
      created_at: '2026-11-23T20:30:00.000Z',
    },
  ],
};

const me = (permissions: StaffMe['permissions']): StaffMe => ({
  id: 5,
  email: 'aigul@aruu.kg',
  first_name: 'Aigul',
  last_name: null,
  role: 'manager',
  language: 'en',
  permissions,
  recovery_codes_left: 10,
});

function renderForm(permissions: StaffMe['permissions'], shown: StaffProduct = product) {
  const api = fakeApi({
    'GET /staff/me': me(permissions),
    'GET /staff/products/:id/cost-history': history,
    'PUT /staff/products/:id': ({ body }) => ({ ...shown, version: body.version + 1 }),
  });
  renderComponent(<ProductForm product={shown} options={options} onCreated={() => {}} />, {
    language: 'en',
    app: 'staff',
  });
  return api;
}

describe('cost prices in the product editor', () => {
  it('shows a manager the cost with the margin it leaves, the history on the shop’s clock, and saves the cost', async () => {
    const api = renderForm(['catalog.edit', 'reports.view']);
    const cost = (await screen.findByLabelText('Cost price, som 1')) as HTMLInputElement;
    expect(cost.value).toBe('800');
    // 1,250 − 800 = 450 som, 36% of the price.
    screen.getByText('Margin: 450 som (36% of the price)');

    const section = screen.getByRole('region', { name: 'Cost price history' });
    const entry = (await within(section).findByText(/CR-50/)).closest('li')!;
    expect(entry.textContent).toContain('24 Nov 2026');
    expect(entry.textContent).toContain('750 som → 800 som');
    expect(entry.textContent).toContain('by an import, Aigul');

    // Saved untouched, the cost is not sent: a cost an import changed meanwhile stays.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /staff/products/:id')).toHaveLength(1));
    expect(api.calls('PUT /staff/products/:id')[0]!.body.variations[0]).not.toHaveProperty('cost');

    await userEvent.clear(cost);
    await userEvent.type(cost, '1 300,5');
    // Sold below cost: the margin is negative.
    screen.getByText(/Margin: −50\.50 som \([−-]4% of the price\)/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /staff/products/:id')).toHaveLength(2));
    expect(api.calls('PUT /staff/products/:id')[1]!.body.variations[0]).toMatchObject({ id: 70, cost: 130050 });
  });

  it('shows no cost, margin or history without reports.view, and sends no cost', async () => {
    const { cost: _cost, ...withoutCost } = product.variations[0]!;
    const api = renderForm(['catalog.edit'], { ...product, variations: [withoutCost] });
    await waitFor(() => expect(api.calls('GET /staff/me')).toHaveLength(1));
    expect(screen.queryByLabelText(/Cost price/)).toBeNull();
    expect(screen.queryByText(/Margin/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /staff/products/:id')).toHaveLength(1));
    expect(api.calls('PUT /staff/products/:id')[0]!.body.variations[0]).not.toHaveProperty('cost');
    expect(api.calls('GET /staff/products/:id/cost-history')).toHaveLength(0);
  });
});

describe('a new product', () => {
  const completeness = (lang: string) => document.querySelector(`[data-completeness=${lang}]`)?.textContent;

  it('marks a language incomplete until its texts and shade names are in, and sends prices in tyiyn', async () => {
    const api = fakeApi({
      'GET /staff/me': me(['catalog.edit']),
      'POST /staff/products': ({ body }) => ({ ...product, id: 8, published: body.published ?? false }),
    });
    const onCreated = vi.fn();
    renderComponent(<ProductForm options={options} onCreated={onCreated} />, { language: 'en', app: 'staff' });
    const user = userEvent.setup();
    const field = (label: string) => screen.getByLabelText(label, { exact: true });
    // Pasted: typed key by key, each letter re-renders the whole form, which only slows the test.
    const paste = async (label: string, text: string) => {
      await user.click(field(label));
      await user.paste(text);
    };

    for (const [label, text] of [
      ['Title (RU)', 'Помада'],
      ['Description (RU)', 'Кремовая помада.'],
      ['Composition (RU)', 'Воск.'],
      ['How to use (RU)', 'Нанесите на губы.'],
      ['Title (EN)', 'Lipstick'],
      ['Description (EN)', 'A creamy lipstick.'],
      ['Composition (EN)', 'Wax.'],
      ['How to use (EN)', 'Apply to the lips.'],
    ]) {
      await paste(label!, text!);
    }
    // Every text in English, but the shade has no English name yet.
    expect(completeness('en')).toContain('incomplete');
    await paste('Variation name (RU) 1', 'Коричневый');
    await paste('Variation name (EN) 1', 'Brown');
    expect(completeness('ru')).toContain('required');
    expect(completeness('en')).toContain('complete');
    expect(completeness('en')).not.toContain('incomplete');
    expect(completeness('ky')).toContain('incomplete — shoppers will see the Russian text');

    await user.selectOptions(field('Brand'), '1');
    await user.selectOptions(field('Category (second level)'), '11');
    await user.type(field('SKU 1'), 'LIP-BR');
    await user.type(field('Price, som 1'), '1 250,50');
    fireEvent.change(field('Shade colour 1'), { target: { value: '#6b3e2e' } });
    await user.click(screen.getByRole('button', { name: 'Add a variation' }));
    await user.type(field('SKU 2'), 'LIP-RD');
    await user.type(field('Price, som 2'), '990');
    fireEvent.change(field('Shade colour 2'), { target: { value: '#c0102a' } });
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    const [sent] = api.calls('POST /staff/products');
    expect(sent!.body.published).toBe(false);
    expect(sent!.body).toMatchObject({ brand_id: 1, category_id: 11 });
    expect(sent!.body.variations.map(({ sku, price, color_hex }) => ({ sku, price, color_hex }))).toEqual([
      { sku: 'LIP-BR', price: 125050, color_hex: '#6b3e2e' },
      { sku: 'LIP-RD', price: 99000, color_hex: '#c0102a' },
    ]);
  });
});
