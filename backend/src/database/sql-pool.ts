import pg from 'pg';
import { type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';

export interface SqlResult<R> {
  rows: R[];
  rowCount: number | null;
}

/**
 * A named statement is parsed and planned once per connection, then only bound and run. (Named
 * statements live in the server session: a pooler in front of PostgreSQL must keep sessions, or
 * support prepared statements, as PgBouncer does from 1.21 with max_prepared_statements.)
 */
export interface SqlStatement {
  name?: string;
  text: string;
  values?: readonly unknown[];
}

/** The part of node-postgres' Pool that hot paths use. */
export interface SqlPool {
  query<R>(statement: SqlStatement): Promise<SqlResult<R>>;
}

/** The pool TypeORM made through each recordingPgDriver(), by driver. */
const recordedPools = new WeakMap<object, SqlPool>();

/**
 * node-postgres for TypeORM's `driver` option, with a Pool class that records the pool TypeORM
 * makes through it. sqlPool() finds that pool from the DataSource's public options: no reaching
 * into TypeORM's internals, which an upgrade could change without a word.
 */
export function recordingPgDriver(): typeof pg {
  const driver = Object.create(pg) as typeof pg;
  class RecordedPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super(config);
      recordedPools.set(driver, this);
    }
  }
  Object.defineProperty(driver, 'Pool', { value: RecordedPool });
  return driver;
}

/**
 * The node-postgres pool behind TypeORM's DataSource (same connections, same pool size), for the
 * few hot paths that run plain parameterised SQL instead of the query builder: one round trip,
 * no query building or entity hydration. A single statement outside BEGIN/COMMIT is atomic on
 * its own, so statements that must move several rows together are written as one statement.
 */
export function sqlPool(dataSource: DataSource): SqlPool {
  const driver = (dataSource.options as { driver?: object }).driver;
  const pool = driver && recordedPools.get(driver);
  if (!pool)
    throw new Error(
      'No database pool: the DataSource is not initialised or was not made by dataSourceOptions()',
    );
  return pool;
}

/**
 * Reads rows of one entity's table with plain SQL and turns them into entity objects the way
 * TypeORM does (column names to properties, value transformers), taking both from the entity's
 * metadata so a new column is picked up without touching the query.
 */
export class EntityRowReader<T extends ObjectLiteral> {
  /** The select list, e.g. `"id", "credit_balance"`. */
  readonly columns: string;
  private readonly fields: {
    column: string;
    property: string;
    from?: (value: unknown) => unknown;
  }[];
  private readonly prototype: object;

  constructor(dataSource: DataSource, entity: EntityTarget<T>) {
    const metadata = dataSource.getMetadata(entity);
    // A virtual column is a relation's foreign key without a property of its own: not read.
    this.fields = metadata.columns
      .filter((column) => !column.isVirtual)
      .map((column) => {
        const transformer = column.transformer;
        if (Array.isArray(transformer) || column.embeddedMetadata)
          throw new Error(
            `${metadata.name}.${column.propertyName}: not supported by EntityRowReader`,
          );
        return {
          column: column.databaseName,
          property: column.propertyName,
          from: transformer ? (value: unknown) => transformer.from(value) : undefined,
        };
      });
    this.columns = this.fields.map((field) => `"${field.column}"`).join(', ');
    this.prototype = (metadata.target as { prototype: object }).prototype;
  }

  toEntity(row: Record<string, unknown>): T {
    const entity = Object.create(this.prototype) as Record<string, unknown>;
    for (const field of this.fields) {
      const value = row[field.column];
      entity[field.property] = field.from ? field.from(value) : value;
    }
    return entity as T;
  }
}
