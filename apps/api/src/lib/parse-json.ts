/**
 * A provider's answer as JSON, or undefined when it is not (an HTML error page from a proxy in
 * front of the provider, typically): the adapters then judge the answer by its HTTP status.
 */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
