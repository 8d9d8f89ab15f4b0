import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { Embedded } from '../embed/Embedded';
import { adoptPlayerStyles } from '../embed/shadowStyles';
import { isStepNumber } from '../model/scene';
import { watchEvents } from '../store/events';
import { createPlayerStore, type Theme } from '../store/player';

// The React component for React-based docs (Docusaurus, Next.js). It renders with the host's
// React (a peer dependency) into a shadow root of its own, so host CSS and ours never meet.

export interface StraightToPodsHandle {
  play(): void;
  pause(): void;
  seek(step: number, t?: number): void;
}

export interface StraightToPodsProps {
  /** The step (1–5) to show; changing it seeks to that step's start. */
  readonly step?: number;
  readonly autoplay?: boolean;
  readonly controls?: 'full' | 'minimal';
  readonly theme?: Theme;
  readonly onStepChange?: (step: number) => void;
  readonly className?: string;
  readonly ref?: Ref<StraightToPodsHandle>;
}

export function StraightToPods({
  step,
  autoplay = false,
  controls = 'full',
  theme = 'auto',
  onStepChange,
  className,
  ref,
}: StraightToPodsProps) {
  const [store] = useState(() =>
    createPlayerStore({
      step: step !== undefined && isStepNumber(step) ? step : 1,
      playing: autoplay,
      theme,
    }),
  );
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const onStepChangeRef = useRef(onStepChange);

  useImperativeHandle(
    ref,
    () => ({
      play: () => store.getState().play(),
      pause: () => store.getState().pause(),
      seek: (s, t = 0) => store.getState().seek(s, t),
    }),
    [store],
  );
  useEffect(() => {
    onStepChangeRef.current = onStepChange;
  }, [onStepChange]);
  useEffect(() => {
    if (step !== undefined && step !== store.getState().step) store.getState().seek(step, 0);
  }, [step, store]);
  useEffect(() => store.getState().setTheme(theme), [theme, store]);
  useEffect(
    () =>
      watchEvents(store, (e) => {
        if (e.type === 'stepchange') onStepChangeRef.current?.(e.step);
      }),
    [store],
  );

  const host = (el: HTMLDivElement | null) => {
    if (!el || shadow) return;
    const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    adoptPlayerStyles(root);
    setShadow(root);
  };
  return (
    <div ref={host} className={className}>
      {shadow && createPortal(<Embedded store={store} controls={controls} />, shadow)}
    </div>
  );
}
