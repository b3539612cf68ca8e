import type { StaffLocation } from '@aruu/contract/locations';
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
import { staffLocations } from '../locales/ru';
import { Component as LocationsPage } from '../routes/locations-page';

/** The staff app's texts this page reads, in Russian (the staff app loads them the same way). */
const staffTexts = { common, errors, staffLocations } as unknown as Texts;
const inStaffApp = (ui: ReactNode) =>
  renderComponent(<TextsContext value={givenTexts('ru', staffTexts)}>{ui}</TextsContext>);

function location(fields: Partial<StaffLocation>): StaffLocation {
  return {
    id: 1,
    code: 'online',
    name: { ru: 'Интернет-склад', ky: '', en: '' },
    address: { ru: 'Бишкек, пр. Чуй, 155', ky: '', en: '' },
    phone: null,
    opens: null,
    closes: null,
    closed_weekdays: [],
    is_pickup_point: false,
    ships_courier: true,
    active: true,
    is_default: true,
    transfer_days: 1,
    position: 0,
    ...fields,
  };
}

const online = location({});
const tsum = location({
  id: 2,
  code: 'tsum',
  name: { ru: 'ЦУМ', ky: 'ЦУМ', en: 'TSUM' },
  address: { ru: 'пр. Чуй, 155, 2 этаж', ky: '', en: '' },
  opens: '10:00',
  closes: '21:00',
  is_pickup_point: true,
  ships_courier: false,
  is_default: false,
  position: 1,
});

describe('the shops and warehouses page', () => {
  it('lists the locations with what each does, and creates one from the form', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /staff/locations': { items: [online, tsum] },
      'POST /staff/locations': ({ body }) => location({ ...body, id: 3, is_default: false } as never),
    });
    inStaffApp(<LocationsPage />);
    const row = await screen.findByText('ЦУМ');
    const tsumRow = row.closest('li')!;
    expect(within(tsumRow).getByText('Самовывоз')).toBeTruthy();
    expect(within(tsumRow).getByText(/Часы: 10:00–21:00/)).toBeTruthy();
    expect(within(screen.getByText('Интернет-склад').closest('li')!).getByText('Основная')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Добавить точку' }));
    const form = screen.getByRole('form', { name: 'Новая точка' });
    await user.type(within(form).getByLabelText('Код'), 'Dordoi');
    await user.type(within(form).getByLabelText('Название (русский)'), 'Дордой Плаза');
    await user.type(within(form).getByLabelText('Адрес (русский)'), 'ул. Ибраимова, 115');
    await user.clear(within(form).getByLabelText('Дней, чтобы привезти товар сюда'));
    await user.type(within(form).getByLabelText('Дней, чтобы привезти товар сюда'), '2');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(api.calls('POST /staff/locations')).toHaveLength(1));
    expect(api.calls('POST /staff/locations')[0]!.body).toMatchObject({
      code: 'dordoi',
      name: { ru: 'Дордой Плаза', ky: '', en: '' },
      address: { ru: 'ул. Ибраимова, 115' },
      phone: null,
      opens: null,
      closes: null,
      is_pickup_point: true,
      ships_courier: false,
      active: true,
      transfer_days: 2,
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('shows a refusal on its field: a taken code, a shop that still holds goods', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /staff/locations': { items: [online, tsum] },
      'POST /staff/locations': refuse(409, 'value_taken', { code: { code: 'value_taken', message: 'taken' } }),
      'PATCH /staff/locations/:location_id': refuse(409, 'location_holds_stock', {
        active: { code: 'location_holds_stock', message: 'The location holds 4 units' },
      }),
    });
    inStaffApp(<LocationsPage />);
    const tsumRow = (await screen.findByText('ЦУМ')).closest('li')!;
    await user.click(within(tsumRow).getByRole('button', { name: 'Изменить' }));
    const form = screen.getByRole('form', { name: 'Точка «ЦУМ»' });
    expect((within(form).getByLabelText('Код') as HTMLInputElement).disabled).toBe(true);
    await user.click(within(form).getByLabelText('Работает'));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(api.calls('PATCH /staff/locations/:location_id')).toHaveLength(1));
    const patch = api.calls('PATCH /staff/locations/:location_id')[0]!;
    expect(patch.params.location_id).toBe('2');
    expect(patch.body).toMatchObject({ active: false });
    expect(patch.body).not.toHaveProperty('code');
    expect(patch.body).not.toHaveProperty('is_default');
    const holds = errors.codes.location_holds_stock;
    expect(await within(form).findAllByText(holds)).not.toHaveLength(0);
    expect(within(form).getByLabelText('Работает').getAttribute('aria-invalid')).toBe('true');

    await user.click(within(form).getByRole('button', { name: 'Отмена' }));
    await user.click(screen.getByRole('button', { name: 'Добавить точку' }));
    const create = screen.getByRole('form', { name: 'Новая точка' });
    await user.type(within(create).getByLabelText('Код'), 'tsum');
    await user.type(within(create).getByLabelText('Название (русский)'), 'Второй ЦУМ');
    await user.type(within(create).getByLabelText('Адрес (русский)'), 'пр. Чуй, 155');
    await user.click(within(create).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(create).getByLabelText('Код').getAttribute('aria-invalid')).toBe('true'));
    expect(within(create).getAllByText(errors.codes.value_taken)).not.toHaveLength(0);
  });

  it('keeps the days a location is closed: ticked by name from Monday, sent as weekdays, shown in the list', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /staff/locations': { items: [online, location({ ...tsum, closed_weekdays: [1] })] },
      'PATCH /staff/locations/:location_id': ({ body }) => ({ ...tsum, ...(body as object) }),
    });
    inStaffApp(<LocationsPage />);
    const tsumRow = (await screen.findByText('ЦУМ')).closest('li')!;
    expect(within(tsumRow).getByText(/Выходные: понедельник/)).toBeTruthy();
    await user.click(within(tsumRow).getByRole('button', { name: 'Изменить' }));
    const days = within(screen.getByRole('group', { name: 'Выходные дни' }));
    expect(days.getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual([
      'понедельник',
      'вторник',
      'среда',
      'четверг',
      'пятница',
      'суббота',
      'воскресенье',
    ]);
    expect((days.getByLabelText('понедельник') as HTMLInputElement).checked).toBe(true);
    await user.click(days.getByLabelText('воскресенье'));
    await user.click(days.getByLabelText('понедельник'));
    await user.click(days.getByLabelText('суббота'));
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.calls('PATCH /staff/locations/:location_id')).toHaveLength(1));
    expect(api.calls('PATCH /staff/locations/:location_id')[0]!.body).toMatchObject({ closed_weekdays: [0, 6] });
  });

  it('moves the default with the checkbox, and the current default cannot be unmarked', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /staff/locations': { items: [online, tsum] },
      'PATCH /staff/locations/:location_id': ({ body }) => ({ ...tsum, ...(body as object), is_default: true }),
    });
    inStaffApp(<LocationsPage />);
    await user.click(
      within((await screen.findByText('Интернет-склад')).closest('li')!).getByRole('button', { name: 'Изменить' }),
    );
    const defaultBox = within(screen.getByRole('form')).getByLabelText('Основная точка') as HTMLInputElement;
    expect(defaultBox.checked).toBe(true);
    expect(defaultBox.disabled).toBe(true);
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Отмена' }));

    await user.click(within(screen.getByText('ЦУМ').closest('li')!).getByRole('button', { name: 'Изменить' }));
    await user.click(within(screen.getByRole('form')).getByLabelText('Основная точка'));
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.calls('PATCH /staff/locations/:location_id')).toHaveLength(1));
    expect(api.calls('PATCH /staff/locations/:location_id')[0]!.body).toMatchObject({ is_default: true });
  });
});
