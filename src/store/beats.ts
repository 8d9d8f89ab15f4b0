import { sameBeat } from '../model/beats';
import type { Scene } from '../model/scene';

type Fields = Record<string, unknown>;

/**
 * Whether a change is one of the clock's frames between two beats: the clock moved the position
 * and nothing changed but what moves continuously (model/beats.ts). What React draws reads none
 * of that, so it need not hear of the change, and playing runs no component's selector between
 * beats: what moves is drawn by what follows every change (context.tsx's follow).
 */
export function betweenBeats(next: object, prev: object): boolean {
  const [n, p] = [next as Fields, prev as Fields];
  return (
    n.cause === 'clock' &&
    p.cause === 'clock' &&
    Object.keys(n).every((k) => k === 't' || k === 'scene' || n[k] === p[k]) &&
    sameBeat(n.scene as Scene, p.scene as Scene)
  );
}
