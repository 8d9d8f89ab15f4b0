export function initialFiles(dir: string): string[];
