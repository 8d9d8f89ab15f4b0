export interface SizeCheck {
  name: string;
  path: string | string[];
  limit: string;
  gzip: boolean;
}
export function sizeBudgets(dist: string, options?: { src?: string }): SizeCheck[];
