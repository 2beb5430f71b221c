// The operations of the app's OpenAPI document, as the fuzzer reads them (fuzz-requests.ts).

/** The parts of JSON Schema that the route schemas use. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
/** The part of the OpenAPI document the fuzzer reads. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

/** One route and method of the document. */
export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for parameters. */
  path: string;
  params: { name: string; schema: JsonSchema }[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | null;
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const pick = (where: string) => parameters.filter((parameter) => parameter.in === where);
        return {
          method: method.toUpperCase(),
          path,
          params: pick('path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
          query: pick('query').map((p) => ({
            name: p.name,
            required: p.required === true,
            schema: p.schema ?? {},
          })),
          body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        };
      }),
  );
}
