import type { Location } from '@aruu/contract/locations';
import type { OrderEntryCustomer, TakenOrder } from '@aruu/contract/staff-order-entry';
import type { StaffProduct } from '@aruu/contract/staff-products';
import type { StockVariation } from '@aruu/contract/staff-stock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FakeAnswers, fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { CustomerLink } from '../components/customer-link';
import { Component as NewOrderPage } from './new-order-page';

const customer = (user_id: number, name: string, blocked = false): OrderEntryCustomer => ({
  user_id,
  name,
  phone: `+99655512340${user_id}`,
  email: `c${user_id}@example.kg`,
  language: 'ru',
  blocked,
  orders_count: 2,
});

const variation = (variation_id: number, sku: string, stock = 5): StockVariation => ({
  variation_id,
  product_id: 100 + variation_id,
  title: `Cream ${sku}`,
  variation_name: '50 ml',
  sku,
  barcode: null,
  stock,
  reserved: 0,
  in_transit: 0,
  on_hand: stock,
  locations: [],
  low_stock_threshold: 3,
  low: false,
  hidden: false,
});

/** The product editor's answer, read only for its variations' prices (tyiyn). */
const productOf = (id: number, price: number) =>
  ({ id, variations: [{ id: id - 100, price }] }) as unknown as StaffProduct;

const shops: Location[] = [
  {
    code: 'tsum',
    name: 'TSUM',
    address: 'Chui 155',
    opens: '10:00',
    closes: '20:00',
    phone: null,
    is_pickup_point: true,
    transfer_days: 1,
  },
  {
    code: 'online',
    name: 'Warehouse',
    address: 'Ibraimova 1',
    opens: null,
    closes: null,
    phone: null,
    is_pickup_point: false,
    transfer_days: 0,
  },
];

const LINK = 'https://aruu.test/order-access/abc123';

function renderPage(answers: FakeAnswers = {}) {
  const api = fakeApi({
    'GET /staff/order-entry/customers': ({ query }) => ({
      items: [customer(1, 'Aibek Asanov'), customer(2, 'Aida Blocked', true)].filter((each) =>
        each.name.toLowerCase().startsWith((query.get('q') ?? '').toLowerCase()),
      ),
    }),
    'GET /staff/stock': ({ query }) => ({
      items: [variation(11, 'CR-11'), variation(12, 'CR-12', 0), variation(13, 'CR-13')].filter((each) =>
        each.sku.startsWith(query.get('q') ?? ''),
      ),
      page: 1,
      page_size: 10,
      total: 3,
    }),
    'GET /staff/products/:id': ({ params }) =>
      productOf(Number(params.id), Number(params.id) === 111 ? 120_000 : 45_050),
    'GET /locations': shops,
    ...answers,
  });
  renderComponent(
    <Routes>
      <Route path="/orders/new" element={<NewOrderPage />} />
      <Route path="/orders/:id" element={<CustomerLink orderId={7} />} />
      <Route path="/orders" element={<h1>The board</h1>} />
    </Routes>,
    { language: 'en', app: 'staff', at: '/orders/new' },
  );
  return { api, user: userEvent.setup() };
}

async function pickAibek(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('searchbox', { name: 'Phone, email or name' }), 'Ai');
  await user.click(await screen.findByRole('button', { name: 'Choose: Aibek Asanov' }));
}

async function addLine(user: ReturnType<typeof userEvent.setup>, sku: string) {
  const search = screen.getByRole('searchbox', { name: 'Name or SKU' });
  await user.clear(search);
  await user.type(search, sku);
  await user.click(await screen.findByRole('button', { name: `Add: ${sku}` }));
}

async function fillPickupOrder(user: ReturnType<typeof userEvent.setup>) {
  await pickAibek(user);
  await addLine(user, 'CR-11');
  await screen.findByRole('option', { name: 'TSUM, Chui 155' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Shop' }), 'tsum');
}

describe('the new order page', () => {
  it('finds customers, shows a blocked one with why and not choosable, and picks another', async () => {
    const { user } = renderPage();
    // Enter in the search searches: it does not send the order's form.
    await user.type(screen.getByRole('searchbox', { name: 'Phone, email or name' }), 'Ai{Enter}');
    const blocked = await screen.findByRole('button', { name: 'Choose: Aida Blocked' });
    expect((blocked as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Blocked — cannot be given an order')).toBeTruthy();
    expect(screen.queryByText('Choose a customer or add a new one')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose: Aibek Asanov' }));
    const picked = document.querySelector('[data-picked-customer="1"]') as HTMLElement;
    expect(within(picked).getByText('Aibek Asanov')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Phone, email or name' })).toBeNull();
  });

  it('asks a new customer for name, phone, email and the consent on the chosen channel before sending', async () => {
    const { api, user } = renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'instagram');
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12');
    await user.click(screen.getByRole('button', { name: 'Place the order' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
    const consent = screen.getByRole('checkbox', {
      name: 'The customer agreed on Instagram to the offer and to the processing of their personal data',
    });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(screen.getByText('Add at least one item')).toBeTruthy();
    expect(api.calls('POST /staff/orders')).toHaveLength(0);

    await user.click(consent);
    await user.type(name, 'Nurai');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0555 123 456');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nurai@example.kg');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of messages' }), 'ky');
    await addLine(user, 'CR-11');
    await screen.findByRole('option', { name: 'TSUM, Chui 155' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shop' }), 'tsum');
    api.answer({ 'POST /staff/orders': { order_id: 7, customer_link: LINK } as TakenOrder });
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(api.calls('POST /staff/orders')).toHaveLength(1));
    expect(api.calls('POST /staff/orders')[0]!.body.customer).toEqual({
      new: { name: 'Nurai', phone: '+996555123456', email: 'nurai@example.kg', language: 'ky', consent: true },
    });
    expect(api.calls('POST /staff/orders')[0]!.body.channel).toBe('instagram');
  });

  it('adds lines with their free stock, counts them with the stepper and sums them; a removed line leaves the sum', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Name or SKU' }), 'CR');
    // Sold out: shown with its free stock, not addable.
    expect(((await screen.findByRole('button', { name: 'Add: CR-12' })) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add: CR-11' }));
    await addLine(user, 'CR-13');
    const first = document.querySelector('[data-entry-line="11"]') as HTMLElement;
    expect(within(first).getByText('free: 5')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    const subtotal = () => document.querySelector('[data-entry-subtotal]')?.textContent?.replace(/\s/g, ' ');
    // 2 × 1,200 + 450.50
    await waitFor(() => expect(subtotal()).toBe('2,850.50 som'));
    await user.click(screen.getByRole('button', { name: 'Remove CR-11' }));
    await waitFor(() => expect(subtotal()).toBe('450.50 som'));
    expect(document.querySelector('[data-entry-line="11"]')).toBeNull();
  });

  it('places one order on a double click, with an Idempotency-Key, then shows the link to copy', async () => {
    let release: (() => void) | undefined;
    const { api, user } = renderPage({
      'POST /staff/orders': () =>
        new Promise((resolve) => {
          release = () => resolve({ order_id: 7, customer_link: LINK } as TakenOrder);
        }),
    });
    await fillPickupOrder(user);
    // Two clicks as fast as they come: the button is busy after the first, and both would carry one key.
    const place = screen.getByRole('button', { name: 'Place the order' });
    fireEvent.click(place);
    fireEvent.click(place);
    await waitFor(() => expect(release).toBeDefined());
    release!();

    const link = await screen.findByRole('textbox', { name: 'Link for the customer' });
    expect((link as HTMLInputElement).value).toBe(LINK);
    const [sent, ...more] = api.calls('POST /staff/orders');
    expect(more).toHaveLength(0);
    expect(sent!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.body).toEqual({
      customer: { user_id: 1 },
      lines: [{ variation_id: 11, quantity: 1 }],
      delivery: { method: 'pickup', shop_id: 'tsum' },
      promo_code: null,
      comment: null,
      channel: 'phone',
      payment_method: 'card',
    });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it("puts the server's refusals at their fields, in words", async () => {
    const { api, user } = renderPage({
      'POST /staff/orders': refuse(422, 'validation_failed', {
        promo_code: { code: 'promo_code_unknown', message: 'no such code' },
        'delivery.shop_id': { code: 'unknown_location', message: 'no such shop' },
      }),
    });
    await fillPickupOrder(user);
    await user.type(screen.getByRole('textbox', { name: 'Promo code (optional)' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Promo code (optional)' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('There is no such promo code')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Shop' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('no such code')).toBeNull();

    // A refusal without fields goes to the field it is about.
    api.answer({ 'POST /staff/orders': refuse(409, 'customer_blocked') });
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Your account cannot place orders. Please contact the shop')).toBeTruthy();
    expect(api.calls('POST /staff/orders')).toHaveLength(2);
  });

  it('asks before a half-filled order is left by a link, and stays when told to', async () => {
    const { user } = renderPage();
    await pickAibek(user);
    await user.click(screen.getByRole('link', { name: 'All orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without an order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'New order' })).toBeTruthy();
    expect(document.querySelector('[data-picked-customer="1"]')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'All orders' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without an order?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'The board' })).toBeTruthy();
  });

  it('asks for the city and the street of a courier order', async () => {
    const { api, user } = renderPage();
    await pickAibek(user);
    await addLine(user, 'CR-11');
    await user.click(screen.getByRole('radio', { name: 'Courier' }));
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(screen.getByRole('combobox', { name: 'City' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Street, house, flat' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /staff/orders')).toHaveLength(0);
  });
});
