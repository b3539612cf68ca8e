/**
 * What checkout keeps in this tab's sessionStorage, so that a reload, a slow network or a
 * session refresh loses nothing: the form as typed, and the order it already created (a retry
 * continues that order instead of placing a second one). Both belong to one user.
 */
const FORM_KEY = 'aruu.checkout.form';
const ORDER_KEY = 'aruu.checkout.order';

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
export const forgetCheckoutOrder = () => remove(ORDER_KEY);

/** After a payment went through: the next checkout starts from a clean form. */
export function clearCheckoutState() {
  remove(FORM_KEY);
  remove(ORDER_KEY);
}
