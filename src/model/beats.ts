import type { PacketScene, Scene } from './scene';

const drawn = (p: PacketScene) => [p.id, p.hop, p.toward, p.rewriting, p.arrived];

/**
 * Whether two scenes differ only in what moves continuously between beats: how far each packet
 * and signal has come and how old each highlight is. What is drawn as text or as parts (which
 * changes only at a beat, or when a highlight or a settling ends) is then the same.
 */
export const sameBeat = (a: Scene, b: Scene): boolean =>
  a.step === b.step &&
  a.position.step === b.position.step &&
  a.state === b.state &&
  a.said === b.said &&
  a.settling === b.settling &&
  String([...a.changed.keys()]) === String([...b.changed.keys()]) &&
  String(a.packets.map(drawn)) === String(b.packets.map(drawn)) &&
  String(a.signals.map((s) => s.id)) === String(b.signals.map((s) => s.id));
