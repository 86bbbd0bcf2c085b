/** /anomaly-detection and /duplicate-transactions (issue 16). */
export const detection = {};
