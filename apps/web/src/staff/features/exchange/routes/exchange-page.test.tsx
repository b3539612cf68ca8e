import { defaultExchangeMapping, type ExchangeRun, type ExchangeSettings } from '@aruu/contract/staff-exchange';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { errors } from '@/shared/i18n/errors/ru';
import { common } from '@/shared/i18n/locales/ru';
import type { Texts } from '@/shared/i18n/text-keys';
import { TextsContext } from '@/shared/i18n/texts-context';
import { givenTexts } from '@/shared/i18n/texts-store';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { staffExchange } from '../locales/ru';
import { Component as ExchangePage } from './exchange-page';

const staffTexts = { common, errors, staffExchange } as unknown as Texts;
const inStaffApp = (ui: ReactNode) =>
  renderComponent(<TextsContext value={givenTexts('ru', staffTexts)}>{ui}</TextsContext>);

const settings: ExchangeSettings = {
  enabled: false,
  login: 'odin-c',
  password_set: true,
  mapping: { ...defaultExchangeMapping, warehouses: { 'sklad-1': 'tsum' } },
  path: '/api/v1/exchange/commerceml',
  updated_at: '2026-11-29T06:00:00.000Z',
};

const locations = {
  items: [
    { code: 'online', name: 'Интернет-склад', active: true },
    { code: 'tsum', name: 'ЦУМ', active: true },
  ],
};

function run(fields: Partial<ExchangeRun>): ExchangeRun {
  return {
    id: 1,
    type: 'catalog',
    result: 'succeeded',
    reason: null,
    started_at: '2026-11-29T05:00:00.000Z',
    finished_at: '2026-11-29T05:02:00.000Z',
    files: ['import.xml', 'offers.xml'],
    import_ids: [41],
    orders_sent: 0,
    orders_confirmed: 0,
    statuses: [],
    ...fields,
  };
}

const runs = {
  items: [
    run({}),
    run({
      id: 2,
      type: 'sale',
      files: ['orders-1.xml'],
      import_ids: [],
      orders_sent: 3,
      orders_confirmed: 3,
      statuses: [
        { order_id: 7, number: '7', received: 'Готов к выдаче', applied: true, reason: null },
        { order_id: 8, number: '8', received: 'Выполнен', applied: false, reason: 'invalid_status_transition' },
      ],
    }),
  ],
  page: 1,
  page_size: 25,
  total: 2,
};

describe('the exchange page', () => {
  it('shows the address, the log with its report links and refusals, and saves the settings', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /staff/exchange/settings': settings,
      'GET /staff/exchange/locations': locations,
      'GET /staff/exchange/runs': runs,
      'PUT /staff/exchange/settings': ({ body }) => ({ ...settings, ...(body as object), password_set: true }) as never,
    });
    inStaffApp(<ExchangePage />);
    const form = await screen.findByRole('form', { name: 'Настройки' });
    expect(screen.getByText(`${window.location.origin}/api/v1/exchange/commerceml`)).toBeTruthy();
    // The password is never shown: the field starts empty and says one is set.
    expect((within(form).getByLabelText('Пароль обмена') as HTMLInputElement).value).toBe('');
    expect(within(form).getByText('Пароль задан. Оставьте поле пустым, чтобы его не менять')).toBeTruthy();

    const report = await screen.findByRole('link', { name: 'Отчёт импорта №41' });
    expect(report.getAttribute('href')).toBe('/import?id=41');
    expect(screen.getByText('Статусы из учётной системы: применено 1, отклонено 1')).toBeTruthy();
    expect(screen.getByText('Заказ 8: «Выполнен» — такой переход статуса запрещён')).toBeTruthy();

    await user.click(within(form).getByLabelText('Обмен включён'));
    await user.type(within(form).getByLabelText('Цена продажи'), 'Розничная');
    const stock = within(form).getByText('Остатки').closest('fieldset')!;
    await user.click(within(stock).getByLabelText(/Сайт/));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.calls('PUT /staff/exchange/settings')).toHaveLength(1));
    const body = api.calls('PUT /staff/exchange/settings')[0]!.body;
    expect(body).toEqual({
      enabled: true,
      login: 'odin-c',
      mapping: {
        ...defaultExchangeMapping,
        selling_price_type: 'Розничная',
        warehouses: { 'sklad-1': 'tsum' },
        field_owners: { ...defaultExchangeMapping.field_owners, stock: 'site' },
      },
    });
    expect(await within(form).findByText('Сохранено')).toBeTruthy();
  });

  it('shows why the exchange cannot be turned on', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /staff/exchange/settings': { ...settings, login: null, password_set: false },
      'GET /staff/exchange/locations': locations,
      'GET /staff/exchange/runs': { items: [], page: 1, page_size: 25, total: 0 },
      'PUT /staff/exchange/settings': refuse(422, 'exchange_account_incomplete'),
    });
    inStaffApp(<ExchangePage />);
    const form = await screen.findByRole('form', { name: 'Настройки' });
    expect(await screen.findByText('Обменов ещё не было.')).toBeTruthy();
    await user.click(within(form).getByLabelText('Обмен включён'));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(errors.codes.exchange_account_incomplete)).toBeTruthy();
  });
});
