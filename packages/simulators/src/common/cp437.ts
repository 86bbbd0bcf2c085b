/** IBM code page 437 (SIE's "PC8"), bytes 128–255; below 128 it is ASCII. */
const UPPER =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const BYTE = new Map([...UPPER].map((char, i) => [char, 128 + i]));

/** Text as code page 437 bytes; a character the code page lacks becomes "?". */
export function encodeCp437(text: string): Buffer {
  const chars = [...text];
  const bytes = Buffer.alloc(chars.length);
  chars.forEach((char, i) => {
    const code = char.charCodeAt(0);
    bytes[i] = code < 128 ? code : (BYTE.get(char) ?? 0x3f);
  });
  return bytes;
}

/** Code page 437 bytes as text. */
export function decodeCp437(bytes: Uint8Array): string {
  return [...bytes].map((b) => (b < 128 ? String.fromCharCode(b) : [...UPPER][b - 128]!)).join('');
}
