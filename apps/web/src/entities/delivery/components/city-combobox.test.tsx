import type { DeliveryCity } from '@aruu/contract/delivery';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { CityCombobox } from './city-combobox';

const cities: DeliveryCity[] = [
  { code: 1, city: 'Каракол', region: 'Иссык-Кульская область', country_code: 'KG' },
  { code: 2, city: 'Кара-Балта', region: 'Чуйская область', country_code: 'KG' },
  { code: 3, city: 'Кара-Суу', region: 'Ошская область', country_code: 'KG' },
];

/** The field as the checkout holds it: the text and the chosen city's code, inside the order form. */
function CityField({ onSubmit }: { onSubmit: () => void }) {
  const [text, setText] = useState('');
  const [code, setCode] = useState<number | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <CityCombobox
        label="City"
        value={text}
        cityCode={code}
        countryCode="KG"
        hint={code !== null ? `We will deliver to: ${text}` : undefined}
        onText={(typed) => {
          setText(typed);
          setCode(null);
        }}
        onChoose={(city) => {
          setText(city.city);
          setCode(city.code);
        }}
      />
    </form>
  );
}

function renderCityField() {
  const api = fakeApi({
    'GET /delivery/cdek/cities': ({ query }) => cities.filter((city) => city.city.startsWith(query.get('city') ?? '')),
  });
  const onSubmit = vi.fn();
  renderComponent(<CityField onSubmit={onSubmit} />, { language: 'en' });
  return { api, onSubmit, city: screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement };
}

describe('the city field', () => {
  it('is chosen with the keyboard: ↓/↑ through the suggestions, Enter picks one without submitting, Escape closes', async () => {
    const { api, onSubmit, city } = renderCityField();
    const user = userEvent.setup();
    await user.type(city, 'Кара');
    const list = await screen.findByRole('listbox', { name: 'Matching cities' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(api.calls('GET /delivery/cdek/cities').at(-1)?.query.get('country_code')).toBe('KG');
    // Each with its region as CDEK writes it, and the country in the shopper's language.
    expect(screen.getAllByRole('option')[2]?.textContent).toBe('Кара-СууОшская область, Kyrgyzstan');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const second = screen.getAllByRole('option')[1];
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(city.getAttribute('aria-activedescendant')).toBe(second?.id);
    await user.keyboard('{Enter}');
    expect(city.value).toBe('Кара-Балта');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('We will deliver to: Кара-Балта')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    // Typing again opens the suggestions; Escape closes them and keeps the text.
    await user.clear(city);
    await user.type(city, 'Кара-');
    await waitFor(() => expect(city.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(list.querySelectorAll('[role=option]').length).toBeGreaterThan(0));
    await user.keyboard('{Escape}');
    expect(city.getAttribute('aria-expanded')).toBe('false');
    expect(city.value).toBe('Кара-');
  });

  it('wraps ↑ from the text to the last suggestion, and leaving with an exact name chooses it', async () => {
    const { city } = renderCityField();
    const user = userEvent.setup();
    await user.type(city, 'Каракол');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    await user.tab();
    expect(screen.getByText('We will deliver to: Каракол')).toBeTruthy();
  });
});
