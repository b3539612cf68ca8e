import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/shared/lib/zod-jitless';
import { dismissAllToasts } from '@/shared/ui/toast';

// `findBy…` and `waitFor` wait for what the test names; the limit only decides how long a test
// that will fail takes to say so. Testing Library's 1 s would fail passing tests on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has <dialog> without its modal methods; these do what the browser does to `open` and, for
// close, send the event (in the same task, where a browser queues it: dialog.test.tsx replays the
// browser's order where it matters).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// Each test starts from a blank page and an empty browser: nobody signed in, nothing stored, no
// toast left from the test before.
afterEach(() => {
  cleanup();
  dismissAllToasts();
  localStorage.clear();
  sessionStorage.clear();
});
