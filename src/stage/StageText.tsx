import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { STEP_COUNT } from '../model/position';
import { narrate } from '../model/narration';
import { useScene, useSceneSource } from '../store/context';

/**
 * The stage's text alternative: a short name, and a description of this moment in words from
 * the model. It changes when the moment does, not every frame, and is not announced: the
 * live region says when the step changes.
 */
export function StageText({ labelId, descriptionId }: { labelId: string; descriptionId: string }) {
  // From the scene it is given, as everything that draws the stage is.
  const source = useSceneSource();
  const spec = useScene((s) => s.step.spec);
  const note = useScene((s) => s.step.spec.timeCompressed);
  // What the words are made of: the cluster, the last sentence and where the packet is, which
  // change a few times a second; the words are built again only then.
  const moment = useScene(
    useShallow((s) => ({
      state: s.state,
      said: s.said,
      packet: s.packets[0]?.id,
      hop: s.packets[0]?.hop,
      toward: s.packets[0]?.toward,
    })),
  );
  // The packet's place (hop, toward) is read from the scene as it is now: the same as moment's.
  const words = useMemo(
    () =>
      narrate({
        packets: source.getState().scene.packets,
        state: moment.state,
        said: moment.said,
        ...(note ? { timeCompressed: note } : {}),
      }),
    [source, moment, note],
  );
  return (
    <>
      <span id={labelId} hidden>
        {'n' in spec && 'name' in spec ? `Diagram, step ${spec.n} of ${STEP_COUNT}: ${spec.name}` : 'Diagram'}
      </span>
      <span id={descriptionId} hidden>
        {words}
      </span>
    </>
  );
}
