import type { Language } from '@aruu/contract/languages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/testing/builders';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const STRONG_PASSWORD = 'Ala-Too-Morning-Tea-42';
const tokens = signedIn();

/** The register form's words and the field messages, as a shopper reads them in each language. */
const register = {
  ru: {
    firstName: 'Имя',
    phone: 'Телефон',
    password: 'Пароль',
    repeat: 'Повторите пароль',
    submit: 'Зарегистрироваться',
    legal: /Юридическое лицо/,
    legalNote: 'оригиналы документов в течение 2 рабочих дней',
    messages: [
      'Введите корректный номер телефона',
      'Пароли должны совпадать',
      'Необходимо принять условия',
      'Вам должно быть не меньше 18 лет',
    ],
  },
  en: {
    firstName: 'First name',
    phone: 'Phone',
    password: 'Password',
    repeat: 'Repeat the password',
    submit: 'Register',
    legal: /Legal entity/,
    legalNote: 'within 2 business days',
    messages: [
      'Enter a valid phone number',
      'Passwords must match',
      'You must accept the terms and conditions',
      'You must be 18 or older',
    ],
  },
  ky: {
    firstName: 'Аты',
    phone: 'Телефон',
    password: 'Сырсөз',
    repeat: 'Сырсөздү кайталаңыз',
    submit: 'Катталуу',
    legal: /Юридикалык жак/,
    legalNote: '2 иш күнүнүн ичинде',
    messages: [
      'Туура телефон номерин жазыңыз',
      'Сырсөздөр дал келиши керек',
      'Шарттарды кабыл алышыңыз керек',
      'Сиз 18 жашка толгон болушуңуз керек',
    ],
  },
} satisfies Record<Language, object>;

function renderRegister(language: Language) {
  const onSignedIn = vi.fn();
  renderComponent(<RegisterForm onSignedIn={onSignedIn} loginHref="/auth" />, { language, at: '/auth?mode=register' });
  const form = document.querySelector('[data-auth-form=register]') as HTMLFormElement;
  return { form: within(form), onSignedIn };
}

describe('the register form', () => {
  it.each(['ru', 'en', 'ky'] as const)(
    'refuses a bad phone, mismatched passwords and unticked boxes in %s, and sends nothing',
    async (language) => {
      const words = register[language];
      const api = fakeApi({ 'POST /auth/register': tokens });
      const { form } = renderRegister(language);
      const user = userEvent.setup();
      await user.type(form.getByLabelText(words.firstName, { exact: true }), 'Айзада');
      await user.type(form.getByLabelText('Email'), 'aizada@example.kg');
      await user.type(form.getByLabelText(words.phone), '12345');
      await user.type(form.getByLabelText(words.password, { exact: true }), STRONG_PASSWORD);
      await user.type(form.getByLabelText(words.repeat), `${STRONG_PASSWORD}!`);
      await user.click(form.getByRole('button', { name: words.submit }));

      for (const message of words.messages) expect(await form.findByText(message)).toBeTruthy();
      expect(form.getByLabelText(words.phone).getAttribute('aria-invalid')).toBe('true');
      expect(api.calls('POST /auth/register')).toHaveLength(0);

      // A legal entity is told about the original documents.
      await user.click(form.getByRole('radio', { name: words.legal }));
      expect(form.getByText(words.legalNote, { exact: false })).toBeTruthy();
    },
  );

  it('sends a Kyrgyz number written without +996 in full, with the legal entity and the language', async () => {
    const api = fakeApi({ 'POST /auth/register': tokens });
    const { form, onSignedIn } = renderRegister('ru');
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Имя', { exact: true }), 'Айзада');
    await user.type(form.getByLabelText('Email'), 'aizada@example.kg');
    await user.type(form.getByLabelText('Телефон'), '0555 123 456');
    await user.type(form.getByLabelText('Пароль', { exact: true }), STRONG_PASSWORD);
    await user.type(form.getByLabelText('Повторите пароль'), STRONG_PASSWORD);
    await user.click(form.getByRole('radio', { name: /Юридическое лицо/ }));
    await user.click(form.getByRole('checkbox', { name: /Я принимаю условия/ }));
    await user.click(form.getByRole('checkbox', { name: 'Мне исполнилось 18 лет' }));
    expect(form.getByRole('link', { name: /публичной оферты/ }).getAttribute('href')).toBe('/public-offer');
    expect(form.getByRole('link', { name: /политики конфиденциальности/ }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    await user.click(form.getByRole('button', { name: 'Зарегистрироваться' }));

    await waitFor(() => expect(onSignedIn.mock.calls[0]?.[0]).toEqual(tokens));
    const [sent] = api.calls('POST /auth/register');
    expect(sent?.body).toMatchObject({ phone: '+996555123456', account_type: 'legal', language: 'ru' });
  });

  it('puts the server\'s "email taken" answer under the email field', async () => {
    fakeApi({
      'POST /auth/register': refuse(409, 'email_taken', { email: { code: 'email_taken', message: 'taken' } }),
    });
    const { form, onSignedIn } = renderRegister('en');
    const user = userEvent.setup();
    await user.type(form.getByLabelText('First name'), 'Aizada');
    await user.type(form.getByLabelText('Email'), 'taken@example.kg');
    await user.type(form.getByLabelText('Phone'), '+996 700 123 456');
    await user.type(form.getByLabelText('Password', { exact: true }), STRONG_PASSWORD);
    await user.type(form.getByLabelText('Repeat the password'), STRONG_PASSWORD);
    await user.click(form.getByRole('checkbox', { name: /public offer/ }));
    await user.click(form.getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(await form.findByText('A user with this email already exists')).toBeTruthy();
    expect(form.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('the login form', () => {
  function renderLogin(language: Language) {
    const onSignedIn = vi.fn();
    renderComponent(
      <LoginForm onSignedIn={onSignedIn} forgotHref="/auth?mode=forgot" registerHref="/auth?mode=register" />,
      {
        language,
        at: '/auth',
      },
    );
    return { form: within(document.querySelector('[data-auth-form=login]') as HTMLFormElement), onSignedIn };
  }

  it('shows and hides the password on request', async () => {
    fakeApi();
    const { form } = renderLogin('en');
    const password = form.getByLabelText('Password', { exact: true });
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    const toggle = form.getByRole('button', { name: 'Show password' });
    const user = userEvent.setup();
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
  });

  it.each([
    ['en', 401, 'invalid_credentials', 'Incorrect username or password'],
    ['ru', 401, 'invalid_credentials', 'Неверный логин или пароль'],
    ['ru', 429, 'rate_limited', 'Слишком много попыток — подождите немного и попробуйте снова'],
    ['ky', 429, 'rate_limited', 'Аракеттер өтө көп болду — бир аз күтүп, кайра аракет кылыңыз'],
  ] as const)('in %s, a %i %s answer shows its text and signs nobody in', async (language, status, code, message) => {
    fakeApi({ 'POST /auth/login': refuse(status, code) });
    const { form, onSignedIn } = renderLogin(language);
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Email'), 'shopper@example.kg');
    await user.type(form.getByLabelText(register[language].password, { exact: true }), 'not-the-password');
    await user.click(form.getByRole('button', { name: { en: 'Log in', ru: 'Войти', ky: 'Кирүү' }[language] }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('the forgotten-password form', () => {
  it.each([
    ['en', 'Send the link', 'User with this email not found'],
    ['ru', 'Отправить ссылку', 'Пользователь с таким email не найден'],
    ['ky', 'Шилтеме жөнөтүү', 'Мындай email менен колдонуучу табылган жок'],
  ] as const)(
    'in %s, says under the field when no account has the email (spec §8)',
    async (language, send, message) => {
      const api = fakeApi({ 'POST /auth/forgot-password': refuse(404, 'email_not_found') });
      renderComponent(<ForgotPasswordForm loginHref="/auth" />, { language, at: '/auth?mode=forgot' });
      const form = within(document.querySelector('[data-auth-form=forgot]') as HTMLFormElement);
      const user = userEvent.setup();
      await user.type(form.getByLabelText('Email'), 'nobody@example.kg');
      await user.click(form.getByRole('button', { name: send }));
      expect(await form.findByText(message)).toBeTruthy();
      expect(form.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
      expect(api.calls('POST /auth/forgot-password')[0]?.body).toEqual({ email: 'nobody@example.kg', language });
    },
  );
});
