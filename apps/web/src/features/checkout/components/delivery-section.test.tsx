import type { User } from '@aruu/contract/auth';
import type { PickupOption } from '@aruu/contract/availability';
import type { DeliveryQuote } from '@aruu/contract/checkout';
import type { DeliveryEstimate } from '@aruu/contract/delivery';
import type { Language } from '@aruu/contract/languages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyZodForm } from '@/shared/forms/use-lazy-zod-form';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { type CheckoutForm, type CheckoutFormOutput, type CheckoutFormValues, prefilledForm } from '../checkout-form';
import { checkoutFormSchema } from '../checkout-schema';
import { DeliverySection } from './delivery-section';

const me = { id: 1, first_name: 'Aizada', last_name: '', email: 'a@example.kg', phone: null } as unknown as User;

const option = (code: string, address: string, fields: Partial<PickupOption> = {}): PickupOption => ({
  code,
  name: code,
  address,
  opens: '10:00',
  closes: '21:00',
  closed_weekdays: [],
  all_here: true,
  ready_in_days: 0,
  lines_to_bring: 0,
  lines_short: 0,
  from: [],
  ...fields,
});

/** As the server orders them: the shop with everything first. */
const options = [
  option('asia-mall', 'Bishkek, 3/1 Chui Avenue, Asia Mall, 1st floor'),
  option('tsum', 'Bishkek, 155 Chui Avenue, TSUM, 2nd floor', {
    all_here: false,
    ready_in_days: 2,
    lines_to_bring: 1,
    from: ['Online warehouse'],
  }),
  option('vefa', 'Bishkek, 27/1 Gorky Street, Vefa Center, 1st floor', {
    all_here: false,
    ready_in_days: 1,
    lines_to_bring: 2,
    from: ['Online warehouse', 'TSUM'],
  }),
];

/** The delivery section in the checkout's form, pickup chosen, with a button that checks the form. */
function Checkout({
  orderId,
  shopId = null,
  onValid,
}: {
  orderId?: number;
  shopId?: string | null;
  onValid: (values: CheckoutFormOutput) => void;
}) {
  const defaults: CheckoutFormValues = {
    ...prefilledForm(me, null, 'apt'),
    shop_id: shopId,
    address: 'Kievskaya 77',
    phone: '0555 123 456',
    accept_terms: true,
    delivery_method: 'pickup',
  };
  // As the checkout page builds it (checkout-form-panel.tsx).
  const form: CheckoutForm = useLazyZodForm<CheckoutFormValues, CheckoutFormOutput>(
    (async () => checkoutFormSchema(() => undefined)) as never,
    { defaultValues: defaults },
  );
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <DeliverySection
        form={form}
        errorText={(code) => code}
        orderPlaced={orderId !== undefined}
        quote={null}
        quoteError={null}
        orderId={orderId}
        cartStamp="1500:2"
      />
      <button type="submit">Check</button>
    </form>
  );
}

function renderPickup(language: Language = 'en', orderId?: number, answer = options, shopId: string | null = null) {
  signIn();
  const api = fakeApi({ 'GET /checkout/pickup-options': answer, 'GET /delivery/cdek/cities': [] });
  const onValid = vi.fn();
  renderComponent(<Checkout orderId={orderId} shopId={shopId} onValid={onValid} />, { language });
  return { api, onValid };
}

const shopRadios = async () => {
  const list = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-pickup-shops]');
    if (!found) throw new Error('no shops yet');
    return found;
  });
  return within(list).getAllByRole('radio');
};

describe('the checkout’s pickup list', () => {
  it('lists the server’s shops in its order, each saying whether everything is there or when it is ready, from where', async () => {
    const { api, onValid } = renderPickup('en');
    const radios = await shopRadios();
    // The radio's name stays the address and the hours; what the shop has is its description.
    expect(radios.map((radio) => [radio.getAttribute('value'), radio.getAttribute('aria-describedby')])).toEqual([
      ['asia-mall', 'pickup-asia-mall-stock'],
      ['tsum', 'pickup-tsum-stock'],
      ['vefa', 'pickup-vefa-stock'],
    ]);
    expect(screen.getByRole('radio', { name: /^Bishkek, 3\/1 Chui Avenue, Asia Mall/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Vefa Center, 1st floorDaily from 10:00 to 21:00$/ })).toBeTruthy();
    expect([...document.querySelectorAll('[data-pickup-stock]')].map((node) => node.textContent)).toEqual([
      'Everything is in stock here',
      'Ready in 2 days — we bring it from Online warehouse',
      'Ready in 1 day — we bring it from Online warehouse, TSUM',
    ]);
    expect(api.calls('GET /checkout/pickup-options')[0]?.query.get('order_id')).toBeNull();

    // The chosen shop goes into the form as its code.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByText('choose_shop')).toBeTruthy());
    await user.click(radios[1]!);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ delivery_method: 'pickup', shop_id: 'tsum' });
  });

  it('asks for the unpaid order once it exists, and speaks Kyrgyz', async () => {
    const named = (name: string) => (name === 'TSUM' ? 'ЦУМ' : 'Онлайн кампа');
    const { api } = renderPickup(
      'ky',
      42,
      options.map((shop) => ({ ...shop, from: shop.from.map(named) })),
    );
    await shopRadios();
    expect(api.calls('GET /checkout/pickup-options')[0]?.query.get('order_id')).toBe('42');
    expect(api.calls('GET /checkout/pickup-options')[0]?.query.get('lang')).toBe('ky');
    expect([...document.querySelectorAll('[data-pickup-stock]')].map((node) => node.textContent)).toEqual([
      'Баары ушул жерде бар',
      '2 күндө даяр болот — Онлайн кампадан алып келебиз',
      '1 күндө даяр болот — Онлайн кампа, ЦУМдан алып келебиз',
    ]);
  });

  it('speaks Russian, the source named as a place; a shop lacking goods nobody has says so', async () => {
    const short = { ...options[2]!, lines_short: 1, all_here: false };
    renderPickup('ru', undefined, [options[0]!, options[1]!, short]);
    await shopRadios();
    expect([...document.querySelectorAll('[data-pickup-stock]')].map((node) => node.textContent)).toEqual([
      'Всё есть в наличии',
      'Будет готов через 2 дня — привезём из точки «Online warehouse»',
      'Части товаров нет в наличии',
    ]);
  });

  it('checks the shop a restored form had chosen once the list arrives', async () => {
    renderPickup('en', undefined, options, 'vefa');
    const radios = await shopRadios();
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false, true]);
  });
});

/** The section of an order placed for pickup without a street address, the shopper now on courier. */
function PlacedWithoutAddress({
  onValid,
  quote = null,
}: {
  onValid: (values: CheckoutFormOutput) => void;
  quote?: DeliveryQuote | null;
}) {
  const form: CheckoutForm = useLazyZodForm<CheckoutFormValues, CheckoutFormOutput>(
    (async () => checkoutFormSchema(() => undefined)) as never,
    {
      defaultValues: {
        ...prefilledForm(me, null, 'apt'),
        phone: '0555 123 456',
        accept_terms: true,
        delivery_method: 'courier',
        city: 'Ош',
        city_code: 9220,
      },
    },
  );
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <DeliverySection
        form={form}
        errorText={(code) => code}
        orderPlaced
        orderHasAddress={false}
        quote={quote}
        quoteError={null}
        orderId={42}
        cartStamp="1500:2"
      />
      <button type="submit">Check</button>
    </form>
  );
}

describe('an order placed for pickup, switched to courier', () => {
  it('asks for the street address the courier needs', async () => {
    signIn();
    fakeApi({ 'GET /delivery/cdek/cities': [] });
    const onValid = vi.fn();
    renderComponent(<PlacedWithoutAddress onValid={onValid} />, { language: 'en' });
    expect(
      screen.getByText('The order was placed for pickup — tell us where the courier should bring it.'),
    ).toBeTruthy();
    const address = screen.getByRole('textbox', { name: 'Street, house, apartment' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByText('required')).toBeTruthy());
    expect(onValid).not.toHaveBeenCalled();
    await user.type(address, 'Lenina 5');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ delivery_method: 'courier', address: 'Lenina 5' });
  });
});

/** The delivery estimate of a city: CDEK's 2–4 days, or the own courier's one; leaving by 21:00 any day. */
const estimateFor = (cityCode: number, ownCourier: boolean): DeliveryEstimate => ({
  city_code: cityCode,
  city: ownCourier ? 'Бишкек' : 'Ош',
  own_courier: ownCourier,
  days_min: ownCourier ? 1 : 2,
  days_max: ownCourier ? 1 : 4,
  cutoff: '21:00',
  closed_weekdays: [],
  arrival_closed_weekdays: [],
});

describe('when the order is ready or arrives', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says each pickup shop is ready today, tomorrow or on a day, by its closing hour', async () => {
    // Tuesday 1 December, 20:00 in Bishkek: the shops close at 21:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T20:00:00+06:00'));
    renderPickup('en');
    await shopRadios();
    expect([...document.querySelectorAll('[data-pickup-ready]')].map((node) => node.textContent)).toEqual([
      'Ready for pickup today',
      'Ready for pickup on 3 December',
      'Ready for pickup tomorrow',
    ]);
  });

  it('after closing, the shop that has everything is ready tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T21:30:00+06:00'));
    renderPickup('ru');
    await shopRadios();
    expect(document.querySelector('[data-pickup-ready]')?.textContent).toBe('Можно забрать завтра');
  });

  it("dates CDEK's days in the page's language", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T12:00:00+06:00'));
    signIn();
    const api = fakeApi({ 'GET /delivery/cdek/cities': [], 'GET /delivery/estimate': estimateFor(9220, false) });
    const quote: DeliveryQuote = { method: 'courier', fee: 350, city: 'Ош', days_min: 2, days_max: 4, free_from: null };
    renderComponent(<PlacedWithoutAddress onValid={vi.fn()} quote={quote} />, { language: 'ky' });
    expect(document.querySelector('[data-delivery-dates]')?.textContent).toBe('Жеткирүү: 3–5-декабрь');
    await waitFor(() => expect(api.calls('GET /delivery/estimate')).toHaveLength(1));
    expect(api.calls('GET /delivery/estimate')[0]?.query.get('city_code')).toBe('9220');
    expect(document.querySelector('[data-delivery-dates]')?.textContent).toBe('Жеткирүү: 3–5-декабрь');
  });

  it('dates by the dispatching warehouse: after its 18:00 on Saturday, closed on Sunday, CDEK leaves on Monday', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T18:30:00+06:00'));
    signIn();
    fakeApi({
      'GET /delivery/cdek/cities': [],
      'GET /delivery/estimate': { ...estimateFor(9220, false), cutoff: '18:00', closed_weekdays: [0] },
    });
    const quote: DeliveryQuote = {
      method: 'courier',
      fee: 350,
      city: 'Osh',
      days_min: 2,
      days_max: 4,
      free_from: null,
    };
    renderComponent(<PlacedWithoutAddress onValid={vi.fn()} quote={quote} />, { language: 'en' });
    await waitFor(() =>
      // English ranges are spaced (Intl's own: "9 – 11 December").
      expect(document.querySelector('[data-delivery-dates]')?.textContent).toMatch(/^Delivery on 9\s–\s11 December$/),
    );
  });

  it("gives the shop's own courier's day in its city, which skips the courier's day off", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Saturday 5 December, 12:00: leaves today; a day on the way is Sunday, the courier's day off.
    vi.setSystemTime(new Date('2026-12-05T12:00:00+06:00'));
    signIn();
    fakeApi({
      'GET /delivery/cdek/cities': [],
      'GET /delivery/estimate': { ...estimateFor(9220, true), closed_weekdays: [0], arrival_closed_weekdays: [0] },
    });
    const quote: DeliveryQuote = {
      method: 'courier',
      fee: 0,
      city: 'Бишкек',
      days_min: null,
      days_max: null,
      free_from: 4000,
    };
    renderComponent(<PlacedWithoutAddress onValid={vi.fn()} quote={quote} />, { language: 'ru' });
    await waitFor(() =>
      expect(document.querySelector('[data-delivery-dates]')?.textContent).toBe('Доставим 7 декабря'),
    );
    expect(document.querySelector('[data-delivery-quote]')?.textContent).toContain('Доставка бесплатно');
  });
});
