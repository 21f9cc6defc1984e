import type { TransparencyReport } from '@dating/shared-contracts/api';
import { csvLine } from '../../lib/csv';

/**
 * The report as rows `section,key,value` (decision 0163): every figure of the JSON, its
 * section the path to it (`actions.reversed.byGround`), the top level's under `report`;
 * a null (no median) is an empty value.
 */
export function transparencyCsv(report: TransparencyReport): string {
  const lines = [csvLine(['section', 'key', 'value'])];
  const walk = (value: unknown, path: readonly string[]) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
      return;
    }
    const section = path.length > 1 ? path.slice(0, -1).join('.') : 'report';
    lines.push(csvLine([section, path[path.length - 1]!, value as string | number | null]));
  };
  walk(report, []);
  return lines.join('');
}
