// Ordering of codes and ISO 8601 timestamps (carrier and service codes, created_at): by
// UTF-16 code units, which for these is their natural order. String#localeCompare would
// give the same order here but builds ICU's collator on its first call, which costs a
// command a quarter of a bare Node startup.
export function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
