import type { Language } from '@aruu/contract/languages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { ConsultationForm } from './consultation-form';

// Moved from the browser tier (issue 25): the form's own checks and messages. The browser keeps
// one request sent through the real API and stored (e2e/content.e2e.test.ts).

function renderForm(language: Language, answer: FakeAnswer<'POST /consultations'> = { id: 1, status: 'received' }) {
  const api = fakeApi({ 'POST /consultations': answer });
  const { container } = renderComponent(<ConsultationForm />, { language, at: '/about' });
  const form = container.querySelector<HTMLFormElement>('form[data-form="consultation"]')!;
  const errors = () => [...form.querySelectorAll('[data-field-error]')].map((error) => error.textContent);
  return { api, form: within(form), errors, user: userEvent.setup() };
}

async function fillIn(form: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>, name = 'Aigerim') {
  await user.type(form.getByLabelText('Name'), name);
  await user.type(form.getByLabelText('Phone', { exact: true }), '0555 12 34 56');
  await user.type(form.getByLabelText('Email'), 'Aigerim@Example.KG');
}

describe('the consultation request form', () => {
  it.each([
    ['en', 'Send request', 'This field is required'],
    ['ru', 'Отправить заявку', 'Это поле обязательно'],
    ['ky', 'Өтүнмө жөнөтүү', 'Бул талааны толтуруу милдеттүү'],
  ] as const)(
    'in %s, refuses an empty request with three field errors and sends nothing',
    async (language, submit, required) => {
      const { api, form, errors, user } = renderForm(language);
      await user.click(form.getByRole('button', { name: submit }));
      await waitFor(() => expect(errors()).toEqual([required, required, required]));
      expect(
        form.getAllByRole('textbox').filter((field) => field.getAttribute('aria-invalid') === 'true'),
      ).toHaveLength(3);
      expect(api.calls('POST /consultations')).toHaveLength(0);
    },
  );

  it('refuses a phone number that is not one and an email that is not one', async () => {
    const { api, form, errors, user } = renderForm('en');
    await user.type(form.getByLabelText('Name'), 'Aigerim');
    await user.type(form.getByLabelText('Phone', { exact: true }), '12345');
    await user.type(form.getByLabelText('Email'), 'aigerim@');
    await user.click(form.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(errors()).toEqual(['Enter a valid phone number', 'Enter a valid email']));
    expect(form.getByLabelText('Phone', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /consultations')).toHaveLength(0);
  });

  it('sends a valid request once on a double click, normalised and in the interface language, then clears the form', async () => {
    const { api, form, user } = renderForm('en');
    await fillIn(form, user, '  Aigerim ');
    // Both clicks land before the button can re-render as busy (a quick double tap on a slow phone).
    const send = form.getByRole('button', { name: 'Send request' });
    act(() => {
      send.click();
      send.click();
    });
    expect(await screen.findByText('Request sent')).toBeTruthy();
    await waitFor(() => expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((form.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(api.calls('POST /consultations').map((call) => call.body)).toEqual([
      { name: 'Aigerim', phone: '+996555123456', email: 'aigerim@example.kg', language: 'en' },
    ]);
  });

  it("shows the spec's error toast when the request fails, keeping what was typed", async () => {
    const { form, user } = renderForm('en', refuse(500, 'internal_error'));
    await fillIn(form, user);
    await user.click(form.getByRole('button', { name: 'Send request' }));
    const toast = (await screen.findByText('Error sending request')).closest<HTMLElement>('[data-toast="error"]')!;
    expect(within(toast).getByText('Please try again.')).toBeTruthy();
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('Aigerim');
    await waitFor(() =>
      expect((form.getByRole('button', { name: 'Send request' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it.each([
    ['en', 'Send request', 'Too many attempts – please wait a moment and try again'],
    ['ky', 'Өтүнмө жөнөтүү', 'Аракеттер өтө көп болду — бир аз күтүп, кайра аракет кылыңыз'],
  ] as const)(
    'in %s, says so when the shop refuses more requests from the address for a while',
    async (language, submit, limit) => {
      const { form, user } = renderForm(language, refuse(429, 'rate_limited'));
      const [name, phone, email] = form.getAllByRole('textbox');
      await user.type(name!, 'Dinara');
      await user.type(phone!, '0700 111 222');
      await user.type(email!, 'dinara@example.kg');
      await user.click(form.getByRole('button', { name: submit }));
      const toast = (await screen.findByText(limit)).closest('[data-toast="error"]');
      expect(toast).not.toBeNull();
    },
  );
});
