/** The parts of an OpenAPI 3.1 document the fuzz test reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI template, e.g. `/api/v1/orders/{order_id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

/** Every operation of the document, with `$ref`s resolved so a schema can be walked on its own. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 20) return schema;
    const target = schema.$ref
      ? document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]
      : schema;
    if (!target) return {};
    const mapped = (list?: JsonSchema[]) => list?.map((item) => resolve(item, depth + 1));
    return {
      ...target,
      ...(target.anyOf ? { anyOf: mapped(target.anyOf) } : {}),
      ...(target.oneOf ? { oneOf: mapped(target.oneOf) } : {}),
      ...(target.allOf ? { allOf: mapped(target.allOf) } : {}),
      ...(target.items ? { items: resolve(target.items, depth + 1) } : {}),
      ...(target.properties
        ? {
            properties: Object.fromEntries(
              Object.entries(target.properties).map(([key, value]) => [key, resolve(value, depth + 1)]),
            ),
          }
        : {}),
    };
  };
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!httpMethods.has(method)) continue;
      const body = operation.requestBody?.content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          schema: parameter.schema && resolve(parameter.schema),
        })),
        ...(body ? { body: resolve(body) } : {}),
      });
    }
  }
  return operations;
}

/** The names of a body's fields, nested ones as paths (`delivery.city_code`), in every alternative. */
export function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 4) return [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const paths = alternatives.flatMap((alternative) => fieldPaths(alternative, prefix, depth + 1));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    paths.push([...prefix, name], ...fieldPaths(property, [...prefix, name], depth + 1));
  }
  if (schema.items) paths.push(...fieldPaths(schema.items, [...prefix, '0'], depth + 1));
  const seen = new Set<string>();
  return paths.filter((path) => !seen.has(path.join('.')) && seen.add(path.join('.')));
}
