import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render';
import { Dialog } from './dialog';

// jsdom has no modal dialogs: open and close as the browser does, with `close` fired later, in a
// task of its own (the HTML standard's "queue an element task … to fire an event named close").
// Put back afterwards: the component tier shares one module graph, and its prototypes, per worker.
const { showModal, close } = HTMLDialogElement.prototype;
afterAll(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});

let closes = 0;
beforeEach(() => {
  closes = 0;
});

function LogOut() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log out
      </button>
      <Dialog
        open={open}
        title="Log out of your account?"
        onClose={() => {
          closes += 1;
          setOpen(false);
        }}
      >
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Dialog>
    </>
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('a dialog', () => {
  it('opened again right after it was cancelled stays open when the first close event arrives late', async () => {
    renderComponent(<LogOut />, { language: 'en' });
    screen.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => dialog().open).toBe(true);
    screen.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog().open).toBe(false);
    // Again, before the browser's task with the first close event has run.
    screen.getByRole('button', { name: 'Log out', hidden: true }).click();
    await expect.poll(() => dialog().open).toBe(true);
    // The late close event has come and gone: the dialog is still open.
    await new Promise((resolve) => setTimeout(resolve));
    await expect.poll(() => closes).toBe(0);
    expect(dialog().open).toBe(true);
  });

  it('tells its owner when the browser closes it (Escape)', async () => {
    renderComponent(<LogOut />, { language: 'en' });
    screen.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => dialog().open).toBe(true);
    dialog().close();
    await expect.poll(() => closes).toBe(1);
  });
});
