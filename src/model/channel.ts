/** The `channel` every message between an iframe embed and its host page carries, both ways. */
export const CHANNEL = 'lb-straight-to-pods';
