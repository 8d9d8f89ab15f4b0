// Where the explorer fetches the reader's-own-Service code from: on the site, its chunk.
export const loadOwn = () => import('./own.lazy');
