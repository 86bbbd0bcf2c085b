import type { PICTURE_TYPES } from '@portal/contracts/schemas/users';

type PictureType = (typeof PICTURE_TYPES)[number];

const SIGNATURES: { mime: PictureType; bytes: number[] }[] = [
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

/** The picture's type from its first bytes; the file name and declared type are not trusted. */
export function sniffPictureType(data: Buffer): PictureType | undefined {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => data[i] === byte))?.mime;
}
