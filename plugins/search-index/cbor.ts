/**
 * A reader for the part of CBOR (RFC 8949) that Pagefind's index files use:
 * unsigned and negative integers, byte and text strings, arrays and maps of
 * known length. Anything else (floats, tags, indefinite lengths) is an error
 * naming the byte, so a change of Pagefind's format stops the build instead of
 * writing a wrong vocabulary.
 */
export type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

export function decodeCbor(bytes: Uint8Array, start = 0): {value: CborValue; end: number} {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder();
  let at = start;

  function length(info: number): number {
    if (info < 24) return info;
    const size = info - 24;
    if (size > 3) throw new Error(`CBOR: unsupported length encoding ${info} at byte ${at - 1}`);
    const n =
      size === 3
        ? Number(view.getBigUint64(at))
        : [view.getUint8, view.getUint16, view.getUint32][size]!.call(view, at);
    at += 1 << size;
    return n;
  }

  function item(): CborValue {
    const head = view.getUint8(at++);
    const major = head >> 5;
    const n = length(head & 31);
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
        return bytes.subarray((at += n) - n, at);
      case 3:
        return text.decode(bytes.subarray((at += n) - n, at));
      case 4:
        return Array.from({length: n}, item);
      case 5: {
        const map = new Map<CborValue, CborValue>();
        for (let i = 0; i < n; i++) map.set(item(), item());
        return map;
      }
      default:
        throw new Error(`CBOR: unsupported item (major type ${major}) at byte ${at - 1}`);
    }
  }

  const value = item();
  return {value, end: at};
}
