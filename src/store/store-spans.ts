// A span per SQLite statement, child of the span that is active (the request's): no maintained
// OpenTelemetry instrumentation exists for better-sqlite3, so this small Kysely plugin makes
// them (PostgreSQL has @opentelemetry/instrumentation-pg). Added only with tracing on.
import { SpanKind, trace, type Span } from '@opentelemetry/api';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

const tracer = trace.getTracer('pdn-store');
const OPERATIONS: Record<string, string> = { SelectQueryNode: 'select', InsertQueryNode: 'insert', UpdateQueryNode: 'update', DeleteQueryNode: 'delete', RawNode: 'sql' };

export class SqliteSpans implements KyselyPlugin {
  // A statement that fails never reaches transformResult: its span is dropped with its query id.
  readonly #spans = new WeakMap<object, Span>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    // Statements outside a traced request (the worker's polls, migrations) make no spans.
    if (!trace.getActiveSpan()) return node;
    const operation = OPERATIONS[node.kind] ?? node.kind;
    const table = 'from' in node && node.from ? (node.from.froms[0] as { table?: { identifier?: { name?: string } } }).table?.identifier?.name : undefined;
    const span = tracer.startSpan(table ? `${operation} ${table}` : operation, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'sqlite', 'db.operation.name': operation, 'db.collection.name': table },
    });
    this.#spans.set(queryId, span);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const span = this.#spans.get(queryId);
    span?.end();
    return result;
  }
}
