import { act, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '@/testing/session';
import { drawingOnServer, useSignedIn } from './use-signed-in';

function Who() {
  return <p>{useSignedIn() ? 'signed in' : 'signed out'}</p>;
}

/** As a Node render draws `path`: with the server's value, whatever is stored. */
const drawnOnServer = (path: string) => {
  drawingOnServer(path);
  return renderToStaticMarkup(<Who />);
};

afterEach(() => {
  drawingOnServer(undefined);
  window.history.replaceState(null, '', '/');
});

describe('signed in, as the first paint draws it', () => {
  it('draws a page only a signed-in shopper sees signed in, and every other page signed out', () => {
    signIn();
    expect(drawnOnServer('/complete-purchase')).toBe('<p>signed in</p>');
    expect(drawnOnServer('/complete-purchase/')).toBe('<p>signed in</p>');
    expect(drawnOnServer('/')).toBe('<p>signed out</p>');
    expect(drawnOnServer('/about')).toBe('<p>signed out</p>');
    expect(drawnOnServer('/no-such-page')).toBe('<p>signed out</p>');
  });

  it('in the browser, takes the page from the address it hydrates', () => {
    window.history.replaceState(null, '', '/complete-purchase?order=3');
    expect(renderToStaticMarkup(<Who />)).toBe('<p>signed in</p>');
    window.history.replaceState(null, '', '/catalog');
    expect(renderToStaticMarkup(<Who />)).toBe('<p>signed out</p>');
  });

  it('once rendered in the browser, follows the stored tokens alone', async () => {
    window.history.replaceState(null, '', '/complete-purchase');
    const view = render(<Who />);
    expect(view.getByText('signed out')).toBeTruthy();
    await act(async () => signIn());
    expect(view.getByText('signed in')).toBeTruthy();
  });
});
