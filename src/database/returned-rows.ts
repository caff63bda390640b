/**
 * The rows a statement answered. The postgres driver answers an UPDATE or DELETE … RETURNING as [rows, affected
 * count], and a SELECT or INSERT … RETURNING as the rows themselves; anything else answers none.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}
