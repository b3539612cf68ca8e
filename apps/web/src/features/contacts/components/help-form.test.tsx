import type { Language } from '@aruu/contract/languages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { HelpForm } from './help-form';

// Moved from the browser tier (issue 25): the form's checks and its failure message. The browser
// keeps one question sent through the real API and stored (e2e/content.e2e.test.ts).

function renderForm(language: Language, answer: FakeAnswer<'POST /help-form'> = { id: 1, status: 'received' }) {
  const api = fakeApi({ 'POST /help-form': answer });
  const { container } = renderComponent(<HelpForm />, { language, at: '/contacts' });
  const form = container.querySelector<HTMLFormElement>('form[data-form="help"]')!;
  const errors = () => [...form.querySelectorAll('[data-field-error]')].map((error) => error.textContent);
  return { api, form: within(form), errors, user: userEvent.setup() };
}

describe('the contacts page’s help form', () => {
  it.each([
    ['en', 'Send', 'This field is required'],
    ['ky', 'Жөнөтүү', 'Бул талааны толтуруу милдеттүү'],
  ] as const)(
    'in %s, asks for the name, the phone and the message, but not the email',
    async (language, submit, required) => {
      const { api, form, errors, user } = renderForm(language);
      await user.click(form.getByRole('button', { name: submit }));
      await waitFor(() => expect(errors()).toEqual([required, required, required]));
      expect(form.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBeNull();
      expect(api.calls('POST /help-form')).toHaveLength(0);
    },
  );

  it('sends a question without an email, in the interface language, and clears the form', async () => {
    const { api, form, user } = renderForm('en');
    await user.type(form.getByLabelText('Name'), 'Bakyt');
    await user.type(form.getByLabelText('Phone', { exact: true }), '0555 987 654');
    await user.type(form.getByLabelText('Message'), 'Is the concentrate in stock at Asia Mall?');
    await user.click(form.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    await waitFor(() => expect((form.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
    expect(api.calls('POST /help-form')).toHaveLength(1);
    expect(api.calls('POST /help-form')[0]!.body).toMatchObject({
      name: 'Bakyt',
      phone: '+996555987654',
      message: 'Is the concentrate in stock at Asia Mall?',
      language: 'en',
    });
    expect(api.calls('POST /help-form')[0]!.body.email ?? null).toBeNull();
  });

  it("shows the spec's error toast in Russian when the question cannot be sent, keeping it", async () => {
    const { form, user } = renderForm('ru', () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(form.getByLabelText('Имя'), 'Айгуль');
    await user.type(form.getByLabelText('Телефон'), '0555 987 654');
    await user.type(form.getByLabelText('Сообщение'), 'Когда привезут новые маски?');
    await user.click(form.getByRole('button', { name: 'Отправить' }));
    const toast = (await screen.findByText('Ошибка отправки заявки')).closest<HTMLElement>('[data-toast="error"]')!;
    expect(within(toast).getByText('Пожалуйста, попробуйте ещё раз.')).toBeTruthy();
    expect((form.getByLabelText('Сообщение') as HTMLTextAreaElement).value).toBe('Когда привезут новые маски?');
  });
});
