/**
 * One `Intl.DateTimeFormat` per locale and options, built on first use. Building one costs far
 * more than formatting with it (measured on a throttled phone: the checkout spent ~90 ms building
 * formatters for its delivery dates), and the pages format many dates with a handful of formats.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
