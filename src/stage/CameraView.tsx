import { useCallback, useId, useMemo, type ReactNode } from 'react';
import type { Scene } from '../model/scene';
import { useScene } from '../store/context';
import { useStill } from '../hooks/useStill';
import { cameraOf } from './camera';
import { usePlan, type Plan } from './layout';
import { Mover } from './Mover';

/**
 * The drawing as seen through the plan's window (camera.ts), clipped to below the strip where
 * the tag rides. The drawing pans as a Mover does, as an HTML box, so panning lays nothing out.
 */
function Window({
  plan,
  camera,
  children,
}: {
  plan: Plan;
  camera: NonNullable<Plan['camera']>;
  children: ReactNode;
}) {
  const still = useStill();
  const step = useScene((s) => s.step);
  const top = useMemo(() => cameraOf(plan, step, still), [plan, step, still]);
  const at = useCallback((s: Scene) => ({ x: 0, y: camera.strip - top(s) }), [camera, top]);
  // One per stage: two players on a page each clip to their own window.
  const clip = `lb-window-${useId().replace(/[^\w-]/g, '')}`;
  const { width } = plan.view;
  return (
    <>
      <clipPath id={clip}>
        <rect x={0} y={camera.strip} width={width} height={camera.window - camera.strip} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <g className="camera">
          <Mover at={at}>{children}</Mover>
        </g>
      </g>
      <line className="window-edge" x1={0} y1={camera.strip} x2={width} y2={camera.strip} />
    </>
  );
}

/** The drawing, through a window where the plan has one, else whole. */
export function CameraView({ children }: { children: ReactNode }) {
  const plan = usePlan();
  if (!plan.camera) return <>{children}</>;
  return (
    <Window plan={plan} camera={plan.camera}>
      {children}
    </Window>
  );
}
