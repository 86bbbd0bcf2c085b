/** Every time-tracking query sits under one key: a timer, entry or rate change reads them again. */
export const TIME_KEY = ['time'] as const;
