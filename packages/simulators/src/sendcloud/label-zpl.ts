import type { LabelContent } from './label-content';

/** 10 × 15 cm at 203 dpi (8 dots a millimetre). */
const WIDTH = 812;
const HEIGHT = 1218;

/** ^ and ~ start ZPL commands: they never reach a field's data. */
const field = (text: string) => text.replace(/[\^~]/g, ' ');

const textAt = (x: number, y: number, size: number, text: string) =>
  `^FO${x},${y}^A0N,${size},${size}^FD${field(text)}^FS`;

const lines = (x: number, y: number, size: number, texts: string[]) =>
  texts.map((text, i) => textAt(x, y + i * (size + 6), size, text));

/** One `^XA … ^XZ` label per parcel, UTF-8 (^CI28), the way carriers' label printers take it. */
export function labelZpl(label: LabelContent): string {
  const rows: string[] = ['^XA', '^CI28', `^PW${WIDTH}`, `^LL${HEIGHT}`, '^LH0,0'];
  rows.push(`^FO20,20^GB${WIDTH - 40},${HEIGHT - 40},3^FS`);
  rows.push(textAt(40, 40, 56, label.carrier), textAt(40, 104, 26, label.service));
  rows.push(`^FO${WIDTH - 300},40^GB260,90,3^FS`, textAt(WIDTH - 285, 65, 40, label.routing));
  rows.push(`^FO20,145^GB${WIDTH - 40},0,3^FS`);
  rows.push(textAt(40, 160, 20, 'FRÅN / FROM'), ...lines(40, 186, 24, label.sender));
  let y = 186 + label.sender.length * 30 + 10;
  rows.push(`^FO20,${y}^GB${WIDTH - 40},0,3^FS`);
  rows.push(textAt(40, y + 15, 20, 'TILL / TO'), ...lines(40, y + 41, 34, label.receiver));
  y += 41 + label.receiver.length * 40 + 10;
  if (label.servicePoint.length > 0) {
    rows.push(`^FO20,${y}^GB${WIDTH - 40},0,3^FS`);
    rows.push(textAt(40, y + 15, 20, 'UTLÄMNINGSSTÄLLE / SERVICE POINT'));
    rows.push(...lines(40, y + 41, 26, label.servicePoint));
  }
  rows.push(textAt(40, 800, 24, `${label.date}   ${label.weight}   Order ${label.orderNumber}`));
  rows.push('^FO60,850^BY3,3,220^BCN,220,Y,N,N,A', `^FD${field(label.trackingNumber)}^FS`);
  rows.push('^XZ');
  return `${rows.join('\n')}\n`;
}
