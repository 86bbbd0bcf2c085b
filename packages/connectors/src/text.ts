/**
 * C0 and C1 control characters (line breaks, tabs, NUL, escape…), DEL, Unicode's line and
 * paragraph separators, and UTF-16 halves without their other half.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text from a shop, a provider or a user as it may appear in a ledger, a SIE file or an invoice:
 * one line, every control character a space. A line break in a customer's name must never start
 * a record of its own in a file an accountant imports.
 */
export function plainText(value: string): string {
  return value.replace(UNSAFE, ' ');
}
