// One place errors are reported: once per distinct error, so a fault that repeats every frame
// does not flood the console.

const reported = new Set<string>();

export function reportOnce(error: unknown, where = 'LoadBalancer Straight to Pods'): void {
  const key = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`${where}: ${key}`, error);
}

/**
 * A store subscriber that cannot break the others: zustand calls listeners in turn, so one that
 * throws would leave the rest (and the clock) stranded.
 */
export function guarded<A extends unknown[]>(listener: (...args: A) => void): (...args: A) => void {
  return (...args: A) => {
    try {
      listener(...args);
    } catch (error) {
      reportOnce(error);
    }
  };
}
