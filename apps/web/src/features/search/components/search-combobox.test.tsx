import type { ProductSearchResponse, SearchResult } from '@aruu/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { RECENT_SEARCHES } from '../recent-searches';
import { SEARCH_DEBOUNCE_MS, SearchCombobox } from './search-combobox';

const product = (id: number, title: string): SearchResult => ({
  id,
  title,
  image: `/images/${id}.jpg`,
  brand: { id: 7, name: 'Krem Lab' },
  variation_id: id * 10,
  price: 450,
  in_stock: true,
});

const answer: ProductSearchResponse = {
  items: [product(1, 'Cream for hands with shea'), product(2, 'Cream cleanser'), product(3, 'Night cream')],
  page: 1,
  page_size: 50,
  has_more: false,
  categories: [{ id: 11, name: 'Creams', slug: 'creams', parent_name: 'Face' }],
  brands: [{ id: 7, name: 'Krem Lab', slug: 'krem-lab' }],
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** The search box on a page, typed into by a user (`userOptions`: e.g. the test's fake clock). */
function renderSearch(userOptions: Parameters<typeof userEvent.setup>[0] = {}): {
  api: FakeApi;
  user: ReturnType<typeof userEvent.setup>;
} {
  const api = fakeApi({ 'GET /products/search': answer });
  renderComponent(
    <>
      <SearchCombobox variant="dropdown" />
      <Address />
    </>,
    { language: 'en' },
  );
  return { api, user: userEvent.setup(userOptions) };
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const address = () => screen.getByTestId('address').textContent;
const highlighted = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const stored = () => JSON.parse(localStorage.getItem('recent-searches') ?? '[]') as string[];

/** Types a search and submits it with Enter, then comes back to an empty box. */
async function submitSearch(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(box());
  await user.type(box(), `${text}{Enter}`);
  await user.clear(box());
}

describe('the search box’s suggestions', () => {
  it('groups searches, categories, brands and products under their headings', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'cream');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    const group = (name: string) => within(list).getByRole('group', { name });
    expect(
      within(await within(list).findByRole('group', { name: 'Searches' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['cream for hands', 'cream cleanser']);
    expect(within(group('Categories')).getByRole('option').textContent).toBe('FaceCreams');
    expect(within(group('Brands')).getByRole('option').textContent).toBe('Krem Lab');
    expect(within(group('Matching products')).getAllByRole('option')).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby')),
    ).toHaveLength(4);
  });

  it('walks across the groups with the arrow keys, opens the highlighted one with Enter, closes with Escape', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'cream');
    await screen.findByRole('group', { name: 'Brands' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe('FaceCreams');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Krem Lab');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('FaceCreams');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(address()).toBe(paths.catalogOf({ brand: 7 }));
    // Opening a brand is not a search the shopper typed.
    expect(stored()).toEqual([]);
  });

  it('opens a category, a suggested search and a product where they lead', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'cream');
    await user.click(await screen.findByRole('option', { name: /Creams/ }));
    expect(address()).toBe(paths.catalogOf({ categoryName: 'creams' }));

    await user.clear(box());
    await user.type(box(), 'cream');
    await user.click(await screen.findByRole('option', { name: 'cream cleanser' }));
    expect(address()).toBe(paths.catalogOf({ search: 'cream cleanser' }));
    expect(box()).toHaveProperty('value', 'cream cleanser');
    expect(stored()).toEqual(['cream cleanser']);

    await user.clear(box());
    await user.type(box(), 'night');
    await user.click(await screen.findByRole('option', { name: /Night cream/ }));
    expect(address()).toBe(paths.product(3));
  });
});

describe('recent searches', () => {
  it('keeps the submitted searches in this browser, newest first and each once, and lists them on an empty box', async () => {
    const { api, user } = renderSearch();
    await submitSearch(user, 'serum');
    await submitSearch(user, 'cream');
    await submitSearch(user, '  Serum ');
    expect(stored()).toEqual(['Serum', 'cream']);
    expect(address()).toBe(paths.catalogOf({ search: 'Serum' }));

    const requests = api.calls('GET /products/search').length;
    await user.click(document.body);
    await user.click(box());
    const group = await screen.findByRole('group', { name: 'Recent searches' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Serum', 'cream']);
    // Listed from this browser alone: showing them asks the server nothing.
    expect(api.calls('GET /products/search')).toHaveLength(requests);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(address()).toBe(paths.catalogOf({ search: 'cream' }));
    expect(stored()).toEqual(['cream', 'Serum']);
  });

  it('keeps only the last few', async () => {
    const { user } = renderSearch();
    for (let n = 1; n <= RECENT_SEARCHES + 2; n++) await submitSearch(user, `query ${n}`);
    expect(stored()).toHaveLength(RECENT_SEARCHES);
    expect(stored()[0]).toBe(`query ${RECENT_SEARCHES + 2}`);
    expect(stored()).not.toContain('query 2');
  });

  it('starts afresh from a damaged list rather than failing the box', async () => {
    localStorage.setItem('recent-searches', '{"not": "a list"');
    const { user } = renderSearch();
    await user.click(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await submitSearch(user, 'serum');
    expect(stored()).toEqual(['serum']);
  });

  it('stores nothing for an empty or blank search', async () => {
    const { user } = renderSearch();
    await user.click(box());
    await user.keyboard('{Enter}');
    await user.type(box(), '    {Enter}');
    expect(stored()).toEqual([]);
    expect(localStorage.getItem('recent-searches')).toBeNull();
    expect(address()).toBe('/');
  });

  it('forgets one with its cross or the Delete key, and all of them with “Clear all”', async () => {
    const { user } = renderSearch();
    for (const text of ['toner', 'serum', 'cream']) await submitSearch(user, text);
    await user.click(document.body);
    await user.click(box());
    await screen.findByRole('group', { name: 'Recent searches' });
    expect(screen.getByRole('option', { name: 'serum' })).toBeTruthy();
    expect(box().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Press Delete to remove the highlighted search from the recent ones',
    );
    await user.click(screen.getByTitle('Remove “serum” from recent searches'));
    expect(stored()).toEqual(['cream', 'toner']);
    expect(address()).toBe(paths.catalogOf({ search: 'cream' }));

    // (The pointer rests on a row and highlights it; Escape and ↓ start from the first.)
    await user.keyboard('{Escape}{ArrowDown}');
    expect(highlighted()).toBe('cream');
    await user.keyboard('{Delete}');
    expect(stored()).toEqual(['toner']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['toner']);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(stored()).toEqual([]);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    expect(document.activeElement).toBe(box());
  });
});

describe('search as you type', () => {
  it('asks nothing for empty or space-only text, then once for the whole text after 500 ms of quiet', async () => {
    // The page's clock is the test's: only the test moves it on, however busy the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library drains React's work with a setTimeout(0) that it moves on itself only
    // under Jest's fake timers; it finds them by this name.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    onTestFinished(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });
    const { api, user } = renderSearch({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(box(), '   ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    // Enter on blank text goes nowhere.
    await user.keyboard('{Enter}');
    expect(address()).toBe('/');
    expect(api.calls('GET /products/search')).toHaveLength(0);

    // Keys 400 ms apart, then 499 ms of quiet: nothing is asked yet.
    await user.clear(box());
    for (const key of 'serum') {
      await user.type(box(), key);
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100);
    }
    await vi.advanceTimersByTimeAsync(99);
    expect(api.calls('GET /products/search')).toHaveLength(0);
    // The 500th millisecond: one request, for the whole text.
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(api.calls('GET /products/search')).toHaveLength(1));
    expect(api.calls('GET /products/search')[0]?.query.get('search')).toBe('serum');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await screen.findByRole('group', { name: 'Matching products' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(api.calls('GET /products/search')).toHaveLength(1);
  });

  it.each(['{Tab}', '{ArrowRight}'])(
    'shows the rest of a title’s word in grey, and %s accepts it with the focus kept in the box',
    async (key) => {
      const { user } = renderSearch();
      await user.type(box(), 'nig');
      const completion = document.querySelector('[data-completion]') as HTMLElement;
      // The title is “Night cream”: its words, in the case typed.
      await waitFor(() => expect(completion.getAttribute('data-completion')).toBe('night cream'));
      expect(completion.lastElementChild?.textContent).toBe('ht cream');
      await user.keyboard(key);
      expect(box()).toHaveProperty('value', 'night cream');
      expect(document.activeElement).toBe(box());
    },
  );

  it('keeps the text when Escape closes the results, and ↓ opens them again', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'cream');
    await screen.findByRole('group', { name: 'Matching products' });
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box()).toHaveProperty('value', 'cream');
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes the results on a click outside, going nowhere', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'cream');
    await screen.findByRole('group', { name: 'Matching products' });
    await user.click(document.body);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(address()).toBe('/');
  });

  it('says when nothing matches', async () => {
    fakeApi({ 'GET /products/search': { ...answer, items: [], categories: [], brands: [] } });
    renderComponent(<SearchCombobox variant="dropdown" />, { language: 'en' });
    await userEvent.setup().type(box(), 'qqxqzzqq');
    expect(await screen.findByText('Nothing found for “qqxqzzqq”')).toBeTruthy();
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });
});
