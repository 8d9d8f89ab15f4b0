import type * as Own from './own.lazy';
// For the custom element and the library, each one file: the reader's-own-Service code is the
// file beside the element (vite.own.config.ts), fetched only when a reader brings a Service.
// The element finds it beside itself; the library asks the package for it, which a host's
// bundler then splits off as it does any dynamic import.

export const loadOwn = (): Promise<typeof Own> => {
  const beside = import.meta.url.endsWith('/lb-straight-to-pods.js');
  const specifier = beside
    ? new URL('./lb-straight-to-pods-own.js', import.meta.url).href
    : 'lb-straight-to-pods/own';
  return import(/* @vite-ignore */ specifier) as Promise<typeof Own>;
};
