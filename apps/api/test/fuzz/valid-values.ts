import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/**
 * Values the schema cannot describe well enough to generate (a phone number, a password that
 * passes the common-password check, an id that exists), by field name. A function, so that
 * e.g. every registration gets an email of its own.
 */
export type KnownValues = Record<string, () => unknown>;

const word = fc.stringMatching(/^[A-Za-zА-Яа-яӨөҮүҢң][A-Za-zА-Яа-яӨөҮүҢң0-9 ]{0,11}$/);

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 100;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= max);
  const min = schema.minLength ?? 0;
  return word.map((value) => value.padEnd(min, 'a').slice(0, max));
}

function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
  const max = Math.min(schema.maximum ?? min + 1000, min + 1000);
  return fc.integer({ min, max });
}

/**
 * A value the schema accepts (as far as JSON Schema can say), preferring `known` values by field
 * name, so that a request damaged in one place only is valid everywhere else and reaches as far
 * into the handler as that one damage lets it.
 */
export function validValue(
  schema: JsonSchema | undefined,
  name: string | undefined,
  known: KnownValues,
): fc.Arbitrary<unknown> {
  const knownValue = name === undefined ? undefined : known[name];
  if (knownValue) return fc.constant(null).map(() => knownValue());
  if (!schema) return fc.constant('x');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((option) => option.type !== 'null');
  if (alternatives.length > 0) return fc.oneof(...alternatives.map((option) => validValue(option, name, known)));
  switch (typeOf(schema)) {
    case 'string':
      return schema.format === 'email' ? fc.constant('someone@example.kg') : stringValue(schema);
    case 'integer':
    case 'number':
      return integerValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, undefined, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(property, key, known)]),
      );
      return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.constant(null);
  }
}
