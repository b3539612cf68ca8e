import type { Language } from '@aruu/contract/languages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { LegalEntityForm } from './legal-entity-form';

// Issue 29: a company's details, for paying by bank transfer. The journey that saves them and
// pays by invoice is offline-payments.e2e.test.ts; here, what the form says before it sends.

const labels: Record<
  Language,
  {
    name: string;
    inn: string;
    address: string;
    bank: string;
    bic: string;
    account: string;
    save: string;
    short: string;
  }
> = {
  en: {
    name: 'Organisation name',
    inn: 'INN (14 digits)',
    address: 'Legal address',
    bank: 'Bank',
    bic: 'Bank BIC (6 digits)',
    account: 'Settlement account (16 digits)',
    save: 'Save company details',
    short: 'The INN has 14 digits',
  },
  ru: {
    name: 'Название организации',
    inn: 'ИНН (14 цифр)',
    address: 'Юридический адрес',
    bank: 'Банк',
    bic: 'БИК банка (6 цифр)',
    account: 'Расчётный счёт (16 цифр)',
    save: 'Сохранить реквизиты',
    short: 'ИНН состоит из 14 цифр',
  },
  ky: {
    name: 'Уюмдун аталышы',
    inn: 'ИНН (14 сан)',
    address: 'Юридикалык дареги',
    bank: 'Банк',
    bic: 'Банктын БИКи (6 сан)',
    account: 'Эсептешүү эсеби (16 сан)',
    save: 'Реквизиттерди сактоо',
    short: 'ИНН 14 сандан турат',
  },
};

describe("the profile's company details", () => {
  it.each(Object.keys(labels) as Language[])(
    'in %s, say an INN of four digits is short without sending it, and save the details once it has 14',
    async (language) => {
      const text = labels[language];
      signIn();
      const api = fakeApi({
        'PUT /users/legal_entity': ({ body }) => ({ legal_entity: body }),
      });
      renderComponent(<LegalEntityForm legalEntity={null} />, { language, at: '/profile' });
      const user = userEvent.setup();
      const field = (label: string) => screen.getByLabelText(label, { exact: true });
      await user.type(field(text.name), 'ОсОО «Өнүгүү Саңат»');
      await user.type(field(text.inn), '1234');
      await user.type(field(text.address), 'Бишкек ш., Чүй проспекти, 120');
      await user.type(field(text.bank), 'Bakai Bank');
      await user.type(field(text.bic), '109018');
      await user.type(field(text.account), '1090180000123456');
      await user.click(screen.getByRole('button', { name: text.save }));

      await screen.findByText(text.short);
      expect(field(text.inn).getAttribute('aria-invalid')).toBe('true');
      expect(api.calls('PUT /users/legal_entity')).toEqual([]);

      await user.clear(field(text.inn));
      await user.type(field(text.inn), '01234567891234');
      await user.click(screen.getByRole('button', { name: text.save }));
      await waitFor(() => expect(api.calls('PUT /users/legal_entity')).toHaveLength(1));
      expect(api.calls('PUT /users/legal_entity')[0]!.body).toEqual({
        organisation_name: 'ОсОО «Өнүгүү Саңат»',
        inn: '01234567891234',
        legal_address: 'Бишкек ш., Чүй проспекти, 120',
        bank_name: 'Bakai Bank',
        bic: '109018',
        bank_account: '1090180000123456',
      });
    },
  );
});
