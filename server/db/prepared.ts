import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import { engineOf, type Engine } from './engine';
import { nameStatement } from './named-statements';
import type { Db } from './open';

/** Stands in for a named value while a prepared query is built, and marks its parameter in the SQL. */
class Slot {
  constructor(readonly name: string) {}
}

export type PreparedQuery<Values, Row> = (db: Db, values: Values) => Promise<QueryResult<Row>>;

/**
 * A query Kysely builds and compiles once per engine, then runs with new values. Kysely builds an
 * immutable tree and compiles it on every call, which on a party's move path cost the server
 * more CPU than the database's own work did (the `together` bench's profile). `build` gets
 * stand-ins for the values, each typed as its value, and builds the query as usual; every
 * parameter of the compiled SQL that is a stand-in takes that value at each run, and the others
 * keep what they were built with. So the query's shape must not depend on a value (no
 * `...(value && {…})`): a stand-in is always truthy. On PostgreSQL it runs as a named statement
 * (named-statements.ts), so the server parses and plans it once per connection, not per call.
 */
export function prepared<Values extends Record<string, unknown>, Row = unknown>(build: (db: Db, values: Values) => Compilable<Row>): PreparedQuery<Values, Row> {
  const compiled = new Map<Engine, CompiledQuery<Row>>();
  const standIns = new Proxy({}, { get: (_target, name) => new Slot(String(name)) }) as Values;
  return (db, values) => {
    const engine = engineOf(db);
    let query = compiled.get(engine);
    if (!query) {
      query = build(db, standIns).compile();
      compiled.set(engine, query);
      if (engine === 'postgres') nameStatement(query.sql);
    }
    const parameters = query.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.name] : parameter));
    return db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>);
  };
}
