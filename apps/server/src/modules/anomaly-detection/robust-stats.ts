/** Order statistics that a few wild values do not move (the anomalies themselves among them). */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median absolute deviation from `center`. */
export function mad(values: readonly number[], center: number): number {
  return median(values.map((v) => Math.abs(v - center)));
}

/** 1.4826 × MAD estimates the standard deviation of normally distributed values. */
export const MAD_TO_SD = 1.4826;

/**
 * Centre and spread of `values`, the spread never below `minScale` (amounts that never vary, like
 * a rent, would otherwise make any change infinitely unusual).
 */
export function robustCenter(values: readonly number[], minScale: number) {
  const center = median(values);
  const scale = Math.max(MAD_TO_SD * mad(values, center), minScale);
  return { center, scale };
}
