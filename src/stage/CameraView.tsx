import { useId, useMemo, type ReactNode } from 'react';
import * as m from 'framer-motion/m';
import { useScene } from '../store/context';
import { useSceneValue } from '../hooks/useSceneValue';
import { useStill } from '../hooks/useStill';
import { cameraOf } from './camera';
import { usePlan, type Plan } from './layout';

/**
 * The drawing as seen through the plan's window (camera.ts), clipped to below the strip where
 * the tag rides: one transform a frame moves the whole drawing, so panning lays nothing out.
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
  const y = useSceneValue((s) => camera.strip - top(s));
  // One per stage: two players on a page each clip to their own window.
  const clip = `lb-window-${useId().replace(/[^\w-]/g, '')}`;
  const { width } = plan.view;
  return (
    <>
      <clipPath id={clip}>
        <rect x={0} y={camera.strip} width={width} height={camera.window - camera.strip} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <m.g className="camera" style={{ y }}>
          {children}
        </m.g>
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
