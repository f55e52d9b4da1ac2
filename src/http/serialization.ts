import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';

/** The `$id`s a schema's `$ref`s name ("Order#/properties/x" names "Order"). */
function refsOf(schema: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) refsOf(item, into);
  else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) into.add(value.split('#')[0]);
      else refsOf(value, into);
    }
  }
  return into;
}

/**
 * Fastify's own compiler hands fast-json-stringify every shared schema (31) for each response
 * schema it builds (876: every route's statuses), and fast-json-stringify checks them all again
 * each time: 5 s of every start (docs/performance.md, "Start-up"). Here a response gets only the
 * shared schemas it reaches, and responses written alike (the problem statuses routes share, 85
 * distinct in all) are built once.
 */
export function serializerCompiler(sharedSchemas: object[]): FastifySerializerCompiler<fastJson.Schema> {
  const byId = new Map(sharedSchemas.map((schema) => [(schema as { $id: string }).$id, schema as fastJson.Schema]));
  const built = new Map<string, (data: unknown) => string>();
  return ({ schema }) => {
    const key = JSON.stringify(schema);
    let serialize = built.get(key);
    if (!serialize) {
      const reached = new Set<string>();
      for (let next = refsOf(schema, new Set()); next.size > 0; ) {
        const found = new Set<string>();
        for (const id of next) {
          if (reached.has(id) || !byId.has(id)) continue;
          reached.add(id);
          refsOf(byId.get(id), found);
        }
        next = found;
      }
      serialize = fastJson(schema, { schema: Object.fromEntries([...reached].map((id) => [id, byId.get(id)!])) });
      built.set(key, serialize);
    }
    return serialize;
  };
}
