import type { MantineColor } from '@mantine/core';

/** 2xx green, 4xx orange, 5xx or no answer at all red; anything else gray. */
export function statusColor(status: number | null): MantineColor {
  if (status === null || status >= 500) return 'red';
  if (status >= 400) return 'orange';
  if (status >= 200 && status < 300) return 'green';
  return 'gray';
}

/** A JSON body indented for reading; any other text as it came. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
