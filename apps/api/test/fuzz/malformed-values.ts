import fc from 'fast-check';

/**
 * Values a client may send where the API expects something sensible: the material of the fuzz
 * test (`src/http/fuzz.test.ts`). Text comes raw (what a JSON string carries); `urlText` is
 * already percent-encoded, bad encodings included, for paths and query strings.
 */

/** C0 controls, DEL and C1 controls: nothing a person types into a form. */
const controlCharacter = fc.oneof(
  fc.constantFrom('\u0000', '\u0007', '\u0008', '\u001b', '\u007f', '\u0085', '\u009f', '\t', '\n', '\r', '\v', '\f'),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
);

/** Half of a UTF-16 pair: JSON can carry it, UTF-8 cannot. */
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff');

/** Inserts `inserted` into `text` at a generated position. */
const insertedInto = (text: fc.Arbitrary<string>, inserted: fc.Arbitrary<string>) =>
  fc.tuple(text, inserted, fc.nat()).map(([base, extra, at]) => {
    const position = base.length === 0 ? 0 : at % (base.length + 1);
    return base.slice(0, position) + extra + base.slice(position);
  });

/** Numbers written as text: out of range, negative, fractional, exponent, hex, not a number. */
const numberText = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '-0',
    '1.5',
    '0.001',
    '1e+22',
    '1e22',
    '1E3',
    '21474837',
    '21474836.48',
    '2147483647',
    '2147483648',
    '4294967296',
    '99999999999',
    '9007199254740993',
    '9'.repeat(400),
    '0x1F',
    '0b11',
    'NaN',
    'Infinity',
    '-Infinity',
    ' 1',
    '1 ',
    '+1',
    '١٢٣',
    '１２',
    '',
  ),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double({ noNaN: true }).map(String),
);

/** Strings shaped like attacks or edge cases of parsers. */
const trickyText = fc.constantFrom(
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '{{7*7}}',
  '<%= 7*7 %>',
  '%s%s%s%n',
  '\\',
  '__proto__',
  'constructor',
  '[object Object]',
  'null',
  'undefined',
  'true',
  '🙂👍🏽',
  '\u202e\u200b\ufeff',
  '\ufffe\uffff',
  ' ',
  '',
);

/** Over-long text, up to past the body limit (256 KiB) for a few. */
const longText = fc.oneof(
  fc
    .constantFrom(101, 201, 1_001, 10_001)
    .chain((length) => fc.constantFrom('x', 'я', '🙂').map((c) => c.repeat(length))),
  fc.string({ minLength: 200, maxLength: 2_000 }),
  fc.constant('a'.repeat(300 * 1024)),
);

/** Raw text of every malformed kind; `base` is a plausible value to damage. */
export function malformedText(base: fc.Arbitrary<string> = fc.string({ maxLength: 12 })): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: insertedInto(base, controlCharacter) },
    { weight: 2, arbitrary: insertedInto(base, loneSurrogate) },
    { weight: 2, arbitrary: numberText },
    { weight: 2, arbitrary: trickyText },
    { weight: 1, arbitrary: longText },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
}

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD on the way). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Encodings no decoder accepts: stray `%`, half escapes, invalid and overlong UTF-8, a surrogate in UTF-8. */
const badPercentEncoding = fc.constantFrom(
  '%',
  '%f',
  '%ff',
  '%zz',
  '%00',
  '%C0%AF',
  '%E2%82',
  '%ED%A0%80',
  '%F4%90%80%80',
  'abc%',
  '%%30',
  '%u0041',
);

/** Text for a path segment or a query value, as it appears in the URL. */
export function urlText(base: fc.Arbitrary<string> = fc.string({ maxLength: 12 })): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: malformedText(base).map(percentEncode) },
    { weight: 1, arbitrary: badPercentEncoding },
    { weight: 1, arbitrary: fc.tuple(base.map(percentEncode), badPercentEncoding).map(([a, b]) => a + b) },
  );
}

/** Any JSON value of the wrong kind or out of range, for a body field or the whole body. */
export function malformedJson(base: fc.Arbitrary<string> = fc.string({ maxLength: 12 })): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: malformedText(base) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(0, -1, -0, 0.5, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e22, 1e308, -1e308),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.constantFrom([], {}, [null], { '': '' }, [[[[[]]]]]) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Request bodies that are not JSON, or not the JSON a route takes. */
export const malformedBodyText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":',
    '[1,2',
    'nul',
    'undefined',
    "{'a':1}",
    '{"a":1,}',
    '\u0000',
    '{"__proto__":{"x":1}}',
  ),
  fc.constantFrom('{"constructor":{"prototype":{"x":1}}}', `${'['.repeat(5000)}${']'.repeat(5000)}`),
  malformedJson().map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Content types a JSON route does not take, and broken ones. */
export const wrongContentType = fc.constantFrom(
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  'json',
  '*/*',
  ';',
  'application/json;;;',
  'application/json; boundary="',
  'x'.repeat(1000),
);

/** Header values that an HTTP parser would still let through (visible ASCII, tabs, Latin-1 bytes). */
export function headerText(): fc.Arbitrary<string> {
  return fc
    .oneof(
      trickyText,
      numberText,
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Bearer x.y.z',
        'Basic Zm9vOmJhcg==',
        'bearer  a',
        `Bearer ${'a'.repeat(10_000)}`,
      ),
      fc.constant('x'.repeat(8_000)),
    )
    .filter((value) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value));
}
