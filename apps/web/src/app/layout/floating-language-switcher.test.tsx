import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '@/app/locales/load-messages';
import { initI18n } from '@/shared/i18n/i18n';
import { TextsContext } from '@/shared/i18n/texts-context';
import { paths } from '@/shared/paths';
import { clearanceAbove, FloatingLanguageSwitcher } from './floating-language-switcher';

afterEach(() => localStorage.clear());

/** The switcher on the app's own texts store, as main.tsx builds it: the language is really switched. */
async function renderSwitcher(at = paths.home) {
  localStorage.setItem('language', 'ru');
  const texts = await initI18n(loadMessages, ['common']);
  render(
    <TextsContext value={texts}>
      <MemoryRouter initialEntries={[at]}>
        <FloatingLanguageSwitcher />
      </MemoryRouter>
    </TextsContext>,
  );
  return within(screen.getByRole('group', { name: 'Язык' }));
}

describe('the floating language switcher', () => {
  it('is a group of three buttons, each in its own language, the one in use pressed', async () => {
    const group = await renderSwitcher();
    const buttons = group.getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.lang, button.getAttribute('aria-pressed')])).toEqual([
      ['En English', 'en', 'false'],
      ['Кр Кыргызча', 'ky', 'false'],
      ['Ру Русский', 'ru', 'true'],
    ]);
  });

  it('measures the bars docked at the bottom and sits above them', async () => {
    // jsdom lays nothing out: the bottom bar says where a phone would draw it.
    const bar = document.body.appendChild(document.createElement('nav'));
    bar.setAttribute('data-bottom-bar', '');
    bar.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: window.innerHeight - 56, width: 390, height: 56 });
    try {
      await renderSwitcher();
      // Measured in the frame after the page is live, not while it hydrates.
      const floating = document.querySelector<HTMLElement>('[data-floating-language]');
      expect(floating?.style.bottom).toBe('');
      await waitFor(() => expect(floating?.style.bottom).toBe('68px'));
    } finally {
      bar.remove();
    }
  });

  it('climbs over a bar a page adds later, inside whatever the page renders, and comes down when it goes', async () => {
    const bar = document.body.appendChild(document.createElement('nav'));
    bar.setAttribute('data-bottom-bar', '');
    bar.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: window.innerHeight - 56, width: 390, height: 56 });
    const page = document.body.appendChild(document.createElement('section'));
    try {
      await renderSwitcher();
      const floating = document.querySelector<HTMLElement>('[data-floating-language]');
      await waitFor(() => expect(floating?.style.bottom).toBe('68px'));
      const holder = document.createElement('div');
      const dock = holder.appendChild(document.createElement('div'));
      dock.setAttribute('data-bottom-dock', '');
      dock.getBoundingClientRect = () =>
        DOMRect.fromRect({ x: 0, y: window.innerHeight - 120, width: 390, height: 64 });
      page.appendChild(holder);
      await waitFor(() => expect(floating?.style.bottom).toBe('132px'));
      holder.remove();
      await waitFor(() => expect(floating?.style.bottom).toBe('68px'));
    } finally {
      bar.remove();
      page.remove();
    }
  });

  it('switches the interface language the one way the app does: texts, the page’s lang, the remembered choice', async () => {
    const group = await renderSwitcher();
    await userEvent.setup().click(group.getByRole('button', { name: /^Кр/ }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Тил' })).toBeTruthy());
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed.map((button) => button.lang)).toEqual(['ky']);
    expect(document.documentElement.lang).toBe('ky');
    expect(localStorage.getItem('language')).toBe('ky');
  });
});

describe('where the switcher sits', () => {
  const viewport = 800;
  const box = 44;
  const bottomBar = { top: 744, bottom: 800 };

  it('stays clear of the phone’s bottom bar', () => {
    expect(clearanceAbove([bottomBar], viewport, box)).toBe(56);
  });

  it('climbs over a page’s buy or checkout bar shown above the bottom bar', () => {
    const buyBar = { top: 680, bottom: 744 };
    expect(clearanceAbove([buyBar, bottomBar], viewport, box)).toBe(120);
  });

  it('ignores bars that are not under it: a checkout bar resting mid-page, a hidden bottom bar', () => {
    const restingBar = { top: 200, bottom: 270 };
    const hidden = { top: 0, bottom: 0 };
    expect(clearanceAbove([restingBar, bottomBar], viewport, box)).toBe(56);
    expect(clearanceAbove([hidden], viewport, box)).toBe(0);
  });
});
