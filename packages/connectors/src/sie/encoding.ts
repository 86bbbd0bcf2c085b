import iconv from 'iconv-lite';

/**
 * SIE files are PC8 (IBM code page 437) by the standard; some programs write UTF-8 anyway. A file
 * that is valid UTF-8 is read as such, anything else as PC8.
 */
export function decodeSie(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(Buffer.from(bytes), 'cp437');
  }
}

/** The bytes of a SIE file as the standard wants them: PC8, CRLF line ends. */
export function encodePc8(text: string): Buffer {
  return iconv.encode(text.replace(/\r?\n/g, '\r\n'), 'cp437');
}
