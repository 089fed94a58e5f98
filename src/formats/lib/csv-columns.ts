import { isEntityName, type EntityName } from '../../entities.js';
import { InputError, UsageError } from '../../errors.js';

/**
 * `--columns` for CSV: `name,email` scans only these columns; `customer_id=USERNAME` redacts
 * every non-empty cell of that column as the given entity (for identifiers no detector can
 * recognize) and, given alone, leaves the other columns scanned as usual. A column is a header
 * name (case-insensitive) or a 1-based number.
 */
export interface CsvColumns {
  scan: string[];
  force: { column: string; entity: EntityName }[];
}

export function parseColumns(spec: string): CsvColumns {
  const scan: string[] = [];
  const force: CsvColumns['force'] = [];
  for (const raw of spec.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const eq = item.lastIndexOf('=');
    if (eq < 0) {
      scan.push(item);
      continue;
    }
    const column = item.slice(0, eq).trim();
    const entity = item.slice(eq + 1).trim().toUpperCase();
    if (!column || !isEntityName(entity)) throw new UsageError(`--columns: "${item}" must be COLUMN=ENTITY with a known entity type (see anonymize entities)`);
    force.push({ column, entity });
  }
  if (scan.length === 0 && force.length === 0) throw new UsageError('--columns is empty');
  return { scan, force };
}

export interface ColumnPlan {
  /** Whether the detectors run on this column. */
  scanned(index: number): boolean;
  /** The entity every non-empty cell of this column is redacted as. */
  forced: ReadonlyMap<number, EntityName>;
}

const ALL: ColumnPlan = { scanned: () => true, forced: new Map() };

export function planColumns(columns: CsvColumns | undefined, header: readonly string[], displayName: string): ColumnPlan {
  if (!columns) return ALL;
  const names = header.map((h) => h.trim().toLowerCase());
  const indexOf = (column: string) => {
    const n = /^\d+$/.test(column) ? Number(column) - 1 : names.indexOf(column.toLowerCase());
    if (n < 0 || n >= Math.max(header.length, 1) || (!/^\d+$/.test(column) && n < 0)) {
      throw new InputError(displayName, `--columns: no column "${column}" in the header`);
    }
    return n;
  };
  const scanned = new Set(columns.scan.map(indexOf));
  const forced = new Map(columns.force.map((f) => [indexOf(f.column), f.entity] as const));
  return { scanned: columns.scan.length ? (i) => scanned.has(i) : () => true, forced };
}
