import type { OwnText } from '../store/explore';

// A reader's paste in a link's fragment, which a browser never sends to a server: the text as
// JSON, deflated and written in base64url so that it survives in an address.

async function through(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function encodeOwn(text: OwnText): Promise<string> {
  const json = JSON.stringify({ y: text.yaml, n: text.nodes ?? '', p: text.port ?? '' });
  return toBase64Url(await through(new TextEncoder().encode(json), new CompressionStream('deflate-raw')));
}

/** The paste a fragment carries, or why it cannot be read. */
export async function decodeOwn(encoded: string): Promise<OwnText | { error: string }> {
  try {
    const bytes = await through(fromBase64Url(encoded), new DecompressionStream('deflate-raw'));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    const { y, n, p } = value as Record<string, unknown>;
    if (typeof y !== 'string') throw new Error('no YAML');
    return {
      yaml: y,
      ...(typeof n === 'string' && n ? { nodes: n } : {}),
      ...(typeof p === 'string' && p ? { port: p } : {}),
    };
  } catch {
    return {
      error: 'The link’s Service could not be read: expected a link made by “Copy a link to this Service”.',
    };
  }
}
