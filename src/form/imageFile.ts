import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../contract/common';

/** JPG, PNG or GIF: what the file picker offers. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The first bytes of each accepted format (the server checks the same way). */
const SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x47, 0x49, 0x46, 0x38], // GIF8
];

const startsAsImage = async (file: Blob) => {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return SIGNATURES.some((signature) => signature.every((byte, at) => head[at] === byte));
};

/**
 * A validator of an image input: a newly chosen file (react-admin's `{rawFile}`) must be under
 * 5MB and really a JPG, PNG or GIF by its bytes, not only by its name, so that a refused file
 * keeps the form from being sent at all (the server checks the bytes again). The current image
 * (a URL) and no image pass; the messages are the caller's catalogue keys.
 */
export const imageValidator =
  (messages: { tooLarge: string; wrongType: string }) => async (value: unknown) => {
    const file = (value as { rawFile?: unknown } | null)?.rawFile;
    if (!(file instanceof Blob)) return undefined;
    if (file.size > MAX_IMAGE_BYTES) return messages.tooLarge;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || !(await startsAsImage(file))) {
      return messages.wrongType;
    }
    return undefined;
  };
