/**
 * The day in Sweden of an instant, YYYY-MM-DD: shops book in local time, and start dates, pay
 * dates and the free week are Swedish days whoever's clock asks.
 */
export function stockholmDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(at);
}
