export function findChromium(): string | undefined;
export function findTestChromium(): string | undefined;
export const HEADLESS_SHELL: string;
export const CHROMIUM_ARGS: string[];
