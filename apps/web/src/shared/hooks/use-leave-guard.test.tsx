import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { useLeaveGuard } from './use-leave-guard';

/** The checkout as far as the guard sees it: typed data switches it on; a question while a departure is held. */
function Checkout() {
  const [typed, setTyped] = useState(false);
  const { pending, leave, stay } = useLeaveGuard(typed);
  return (
    <>
      <label>
        <input type="checkbox" checked={typed} onChange={(event) => setTyped(event.target.checked)} />
        Typed something
      </label>
      <Link to="/catalog">Catalog</Link>
      {pending && (
        <div role="dialog" aria-label="Leave the checkout?">
          <button type="button" onClick={leave}>
            Leave
          </button>
          <button type="button" onClick={stay}>
            Cancel
          </button>
        </div>
      )}
    </>
  );
}

function Where() {
  return <p data-path>{useLocation().pathname}</p>;
}

/**
 * The catalogue, then the checkout on top of it in the window's history, as a shopper arrives;
 * under a `basename` as the staff app's pages are (`/staff/…`).
 */
function openCheckout(basename = '') {
  fakeApi();
  window.history.replaceState(null, '', `${basename}/catalog`);
  window.history.pushState(null, '', `${basename}/complete-purchase`);
  renderComponent(
    <>
      <Routes>
        <Route path="/complete-purchase" element={<Checkout />} />
        <Route path="/catalog" element={<p>Catalogue</p>} />
      </Routes>
      <Where />
    </>,
    { history: 'browser', at: `${basename}/complete-purchase`, basename: basename || undefined },
  );
  return userEvent.setup();
}

const path = () => document.querySelector('[data-path]')?.textContent;
const mark = () => (window.history.state as { aruuLeaveGuard?: { entry: string } } | null)?.aruuLeaveGuard?.entry;
const dialog = () => screen.queryByRole('dialog', { name: 'Leave the checkout?' });
const back = () => window.history.back();

describe('the leave guard', () => {
  it('lets a link leave at once while nothing is typed, and keeps no entry of its own', async () => {
    const user = openCheckout();
    expect(mark()).toBeUndefined();
    await user.click(screen.getByRole('link', { name: 'Catalog' }));
    expect(path()).toBe('/catalog');
    expect(dialog()).toBeNull();
  });

  it('holds a link with typed data: Cancel stays, Leave goes where the link points', async () => {
    const user = openCheckout();
    await user.click(screen.getByRole('checkbox', { name: 'Typed something' }));
    expect(mark()).toBe('sentinel');
    await user.click(screen.getByRole('link', { name: 'Catalog' }));
    expect(dialog()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog()).toBeNull();
    expect(path()).toBe('/complete-purchase');

    await user.click(screen.getByRole('link', { name: 'Catalog' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(path()).toBe('/catalog');
    // The link took the sentinel's place: one Back returns to the checkout's own entry.
    expect(mark()).toBeUndefined();
  });

  it('holds Back with typed data: Cancel stays with the guard armed again, Leave goes to the page before', async () => {
    const user = openCheckout();
    await user.click(screen.getByRole('checkbox', { name: 'Typed something' }));
    back();
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(path()).toBe('/complete-purchase');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mark()).toBe('sentinel');

    back();
    await waitFor(() => expect(dialog()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(path()).toBe('/catalog'));
  });

  it('drops its entry when the typing is undone, so one Back leaves without a question', async () => {
    const user = openCheckout();
    const typed = screen.getByRole('checkbox', { name: 'Typed something' });
    await user.click(typed);
    expect(mark()).toBe('sentinel');
    await user.click(typed);
    await waitFor(() => expect(mark()).toBe('base'));
    back();
    await waitFor(() => expect(path()).toBe('/catalog'));
    expect(dialog()).toBeNull();
  });

  it("works under the staff app's basename: Leave follows the link, Back is held", async () => {
    const user = openCheckout('/staff');
    await user.click(screen.getByRole('checkbox', { name: 'Typed something' }));
    back();
    await waitFor(() => expect(dialog()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('link', { name: 'Catalog' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(path()).toBe('/catalog');
    expect(window.location.pathname).toBe('/staff/catalog');
  });
});
