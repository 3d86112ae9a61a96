import { type ResumeExtension, sniffResume } from "#shared/schemas/resume";

/**
 * What a resume file really is, judged by its structure rather than its first
 * bytes: a PDF must end like one, a DOCX must be a ZIP whose directory names
 * a Word document, a DOC must have a sane compound-file header. Null for
 * anything else (garbage after a valid signature, any other ZIP, polyglots
 * that only start right). No parser and no decompression: only the few
 * fixed-place records that every real file of the type has.
 */
export function resumeKind(bytes: Uint8Array): ResumeExtension | null {
  const kind = sniffResume(bytes.subarray(0, 8));
  if (kind === ".pdf") return isPdf(bytes) ? kind : null;
  if (kind === ".docx") return isDocx(bytes) ? kind : null;
  if (kind === ".doc") return isDoc(bytes) ? kind : null;
  return null;
}

const latin1 = (bytes: Uint8Array) => {
  let out = "";
  for (const b of bytes) out += String.fromCharCode(b);
  return out;
};

/** PDF readers look for the end marker in the last 1024 bytes. */
const PDF_TAIL = 1024;

/** How far from its stated offset the cross-reference may sit. */
const XREF_WINDOW = 1024;

/**
 * `%PDF-x.y` and, in the last kilobyte, `startxref <offset> %%EOF` whose
 * offset is inside the file with a cross-reference table (`xref`) or stream
 * (`/XRef`) near it: the trailer every PDF writer emits and every reader
 * starts from. Near, not exactly at: real files with an offset a little off
 * (a line-ending conversion, a sloppy writer) open fine, since readers search
 * for the table. Data after the header without this trailer at the end (a
 * ZIP, an HTML page) is still refused.
 */
function isPdf(bytes: Uint8Array): boolean {
  if (!/^%PDF-\d\.\d/.test(latin1(bytes.subarray(0, 8)))) return false;
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - PDF_TAIL)));
  const trailers = [...tail.matchAll(/startxref\s+(\d{1,10})\s+%%EOF/g)];
  const last = trailers.at(-1);
  if (!last) return false;
  const xref = Number(last[1]);
  if (xref >= bytes.length) return false;
  const around = latin1(bytes.subarray(Math.max(0, xref - XREF_WINDOW), xref + XREF_WINDOW));
  // `xref` on its own (not the end of `startxref`), or a cross-reference stream.
  return /(?:^|[^A-Za-z])xref\s|\/XRef\b/.test(around);
}

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const EOCD_SIZE = 22;
const DOCX_PARTS = ["[Content_Types].xml", "word/document.xml"];

/**
 * A ZIP whose central directory (found from the end-of-central-directory
 * record) lists `[Content_Types].xml` and `word/document.xml`.
 */
function isDocx(bytes: Uint8Array): boolean {
  // The record is 22 bytes plus a comment of at most 65535.
  let eocd = -1;
  for (let at = bytes.length - EOCD_SIZE; at >= Math.max(0, bytes.length - EOCD_SIZE - 0xffff); at--) {
    if (u32(bytes, at) === EOCD_SIG && at + EOCD_SIZE + u16(bytes, at + 20) === bytes.length) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) return false;
  const entries = u16(bytes, eocd + 10);
  const size = u32(bytes, eocd + 12);
  const offset = u32(bytes, eocd + 16);
  // ZIP64 markers: no resume needs them, and they would move the directory elsewhere.
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return false;
  if (offset + size > eocd) return false;

  const names = new Set<string>();
  let at = offset;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > offset + size || u32(bytes, at) !== CENTRAL_SIG) return false;
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    // Each entry's local header must come before the directory.
    if (next > offset + size || u32(bytes, at + 42) >= offset) return false;
    names.add(latin1(bytes.subarray(at + 46, at + 46 + nameLength)));
    at = next;
  }
  return DOCX_PARTS.every((part) => names.has(part));
}

const OLE_HEADER = 512;
// "Root Entry" in UTF-16LE: the first directory entry of every compound file.
const ROOT_ENTRY = [..."Root Entry"].flatMap((ch) => [ch.charCodeAt(0), 0]);

/**
 * An OLE2 compound file (Word 97–2003): little-endian byte order mark,
 * version 3 with 512-byte sectors or version 4 with 4096-byte ones, 64-byte
 * mini sectors, at least one FAT sector, and a first directory sector inside
 * the file that starts with the root entry.
 */
function isDoc(bytes: Uint8Array): boolean {
  if (bytes.length < OLE_HEADER) return false;
  const major = u16(bytes, 0x1a);
  const byteOrder = u16(bytes, 0x1c);
  const sectorShift = u16(bytes, 0x1e);
  const miniShift = u16(bytes, 0x20);
  if (byteOrder !== 0xfffe || miniShift !== 6) return false;
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) return false;
  const sectorSize = 1 << sectorShift;
  if (u32(bytes, 0x2c) === 0) return false;
  const directory = u32(bytes, 0x30);
  // Sector n starts after the header, which fills a whole sector in version 4.
  const start = (directory + 1) * sectorSize;
  if (start + 128 > bytes.length) return false;
  const entry = bytes.subarray(start, start + 128);
  const nameBytes = u16(entry, 0x40);
  return nameBytes === ROOT_ENTRY.length + 2 && ROOT_ENTRY.every((b, i) => entry[i] === b) && entry[0x42] === 5;
}
