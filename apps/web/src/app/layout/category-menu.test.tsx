import type { CategoryNode } from '@aruu/contract/catalog';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/paths';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { CategoryMenu } from './category-menu';

const tree: CategoryNode[] = [
  {
    id: 1,
    name: 'Skin care',
    slug: 'skin-care',
    old_slugs: [],
    categories: [
      { id: 11, name: 'Cleansers', slug: 'cleansers', old_slugs: [] },
      { id: 12, name: 'Sunscreen', slug: 'sunscreen', old_slugs: [] },
    ],
  },
  { id: 2, name: 'Gift sets', slug: 'gift-sets', old_slugs: [], categories: [] },
];

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderMenu() {
  fakeApi({ 'GET /categories': tree });
  const onChosen = vi.fn();
  renderComponent(
    <>
      <CategoryMenu onChosen={onChosen} />
      <Address />
    </>,
    { language: 'en' },
  );
  return { onChosen, user: userEvent.setup() };
}

describe('the drawer’s category menu', () => {
  it('makes every category a real link to its catalogue, so it can be long-pressed or opened in a new tab', async () => {
    const { user } = renderMenu();
    expect((await screen.findByRole('link', { name: 'Skin care' })).getAttribute('href')).toBe(
      paths.catalogOf({ categoryName: 'skin-care' }),
    );
    expect(screen.getByRole('link', { name: 'Gift sets' }).getAttribute('href')).toBe(
      paths.catalogOf({ categoryName: 'gift-sets' }),
    );
    // A category without sub-categories has nothing to open.
    expect(screen.queryByRole('button', { name: 'Sub-categories of “Gift sets”' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sub-categories of “Skin care”' }));
    expect(screen.getByRole('link', { name: 'Cleansers' }).getAttribute('href')).toBe(
      paths.catalogOf({ categoryName: 'cleansers' }),
    );
    expect(screen.getByRole('link', { name: 'Everything in “Skin care”' }).getAttribute('href')).toBe(
      paths.catalogOf({ categoryName: 'skin-care' }),
    );
  });

  it('opens a parent’s sub-categories with its own button, without leaving the page, and goes back to it', async () => {
    const { user, onChosen } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Sub-categories of “Skin care”' }));
    expect(screen.getByRole('heading', { name: 'Skin care' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/');
    expect(onChosen).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'All categories' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sub-categories of “Skin care”' }));
  });

  it('follows a sub-category’s link and closes the drawer', async () => {
    const { user, onChosen } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Sub-categories of “Skin care”' }));
    await user.click(screen.getByRole('link', { name: 'Sunscreen' }));
    expect(screen.getByTestId('address').textContent).toBe(paths.catalogOf({ categoryName: 'sunscreen' }));
    expect(onChosen).toHaveBeenCalledOnce();
  });
});
