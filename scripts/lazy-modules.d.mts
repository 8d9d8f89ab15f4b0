export const LAZY: RegExp;
export function importsOf(text: string): { staticImports: string[]; dynamicImports: string[] };
export function lazyModuleErrors(srcDir: string, entry?: string): string[];
export function lazyChunkErrors(dist: string, initialJs: readonly string[]): string[];
