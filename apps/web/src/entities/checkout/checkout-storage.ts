/**
 * What checkout keeps in this tab's sessionStorage, so that a reload, a slow network or a
 * session refresh loses nothing: the form as typed, the order it already created (a retry
 * continues that order instead of placing a second one), and the Idempotency-Key of each call
 * that creates something. All belong to one user.
 */
const FORM_KEY = 'aruu.checkout.form';
const ORDER_KEY = 'aruu.checkout.order';
const ATTEMPT_KEYS = { order: 'aruu.checkout.attempt.order', payment: 'aruu.checkout.attempt.payment' };

interface Saved<T> {
  userId: number;
  value: T;
}

function read<T>(key: string, userId: number): T | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Saved<T> | null;
    return saved && saved.userId === userId ? saved.value : undefined;
  } catch {
    return undefined;
  }
}

function write<T>(key: string, userId: number, value: T) {
  try {
    sessionStorage.setItem(key, JSON.stringify({ userId, value } satisfies Saved<T>));
  } catch {
    // Storage full or disabled: checkout still works, it just will not survive a reload.
  }
}

function remove(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

export const savedCheckoutForm = <T>(userId: number) => read<T>(FORM_KEY, userId);
export const saveCheckoutForm = <T>(userId: number, values: T) => write(FORM_KEY, userId, values);

/** The unpaid order this tab's checkout created, if any. */
export const pendingCheckoutOrder = (userId: number) => read<number>(ORDER_KEY, userId);
export const rememberCheckoutOrder = (userId: number, orderId: number) => write(ORDER_KEY, userId, orderId);

/** The order is gone (or abandoned): the next one is a new attempt, with new keys. */
export function forgetCheckoutOrder() {
  remove(ORDER_KEY);
  remove(ATTEMPT_KEYS.order);
  remove(ATTEMPT_KEYS.payment);
}

/** After a payment went through: the next checkout starts from a clean form. */
export function clearCheckoutState() {
  remove(FORM_KEY);
  forgetCheckoutOrder();
}

interface Attempt {
  key: string;
  /** What the attempt asks for, as JSON. */
  request: string;
}

/**
 * The Idempotency-Key for creating the order or starting the payment. Until the call's answer
 * arrives, a retry or a reload that asks for the same thing sends the same key, so the server
 * answers the first result instead of creating a second order or payment (a reply lost on the
 * way is found again); asking for something else starts a new attempt.
 */
export function checkoutAttemptKey(userId: number, call: keyof typeof ATTEMPT_KEYS, request: unknown): string {
  const wanted = JSON.stringify(request);
  const saved = read<Attempt>(ATTEMPT_KEYS[call], userId);
  if (saved?.request === wanted) return saved.key;
  // Not crypto.randomUUID: it needs a secure context, which a store opened over plain HTTP on a
  // local network address (a phone trying the shop during development) is not.
  const key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  write(ATTEMPT_KEYS[call], userId, { key, request: wanted } satisfies Attempt);
  return key;
}

/** The answer arrived: the next call is a new attempt (e.g. paying again after a declined card). */
export const checkoutAttemptAnswered = (call: keyof typeof ATTEMPT_KEYS) => remove(ATTEMPT_KEYS[call]);
