import { inflateSync } from 'node:zlib';

/**
 * Whether a document's bytes are only the scan or PDF they say they are (a polyglot is not): no
 * HTML or script anywhere in them; a PNG ends with its IEND chunk and a JPEG with its end-of-image
 * marker, so nothing follows; a PDF ends at its last %%EOF and has no active content (JavaScript,
 * actions run on opening, launch actions, embedded files, forms that run), in its text or in its
 * compressed streams.
 */
export function isPlainDocument(bytes: Buffer, mime: string): boolean {
  if (HTML_OR_SCRIPT.test(bytes.toString('latin1'))) return false;
  if (mime === 'image/png') return pngEnd(bytes) === bytes.length;
  if (mime === 'image/jpeg')
    return bytes.length > 4 && bytes.readUInt16BE(bytes.length - 2) === 0xffd9;
  if (mime === 'application/pdf') return pdfEndsAtEof(bytes) && !pdfHasActiveContent(bytes);
  return false;
}

/** Where a PNG's IEND chunk ends, walking its chunks from the signature; -1 when it never ends. */
function pngEnd(bytes: Buffer): number {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset;
  }
  return -1;
}

const TRAILING_WHITESPACE = /^[\r\n\t \0]*$/;

function pdfEndsAtEof(bytes: Buffer): boolean {
  const end = bytes.lastIndexOf('%%EOF');
  return end >= 0 && TRAILING_WHITESPACE.test(bytes.toString('latin1', end + 5));
}

/** PDF names that run something or carry another file when the document is opened. */
const ACTIVE_NAMES =
  /\/(JavaScript|JS|OpenAction|AA|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData)\b/;

/**
 * What a browser would read as a page or a script. Seven given bytes in a row are as good as never
 * found by chance in a scan's compressed pixels (one in 256^7 at each position).
 */
const HTML_OR_SCRIPT = /<(script|html|body|iframe|object|embed|svg|!doctype)\b|javascript:/i;

/** How much of a document's compressed streams is inflated to be read: a bomb stops there. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

function pdfHasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (ACTIVE_NAMES.test(decodeNames(text))) return true;
  let inflated = 0;
  for (const stream of text.matchAll(/stream\r?\n/g)) {
    const start = (stream.index ?? 0) + stream[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let content: Buffer;
    try {
      content = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: MAX_INFLATED_BYTES - inflated,
      });
    } catch (error) {
      // Not compressed with Flate (an image's own coding), or past the budget: a bomb is refused.
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
      continue;
    }
    inflated += content.length;
    const streamText = content.toString('latin1');
    if (ACTIVE_NAMES.test(decodeNames(streamText)) || HTML_OR_SCRIPT.test(streamText)) return true;
  }
  return false;
}

/** A PDF name may spell a letter as #xx (/J#61vaScript): read names as the viewer does. */
const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
