import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { isStepNumber } from '../model/settings';
import { createPortal } from 'react-dom';
import { Embedded } from '../embed/Embedded';
import { watchHostScheme } from '../embed/hostScheme';
import { adoptPlayerStyles } from '../embed/shadowStyles';
import { controlsOf, optionError, seekFromHost, show, viewOf } from '../embed/checks';
import { watchEvents } from '../store/events';
import { createPlayerStore, isTheme } from '../store/player';
import { createHostTransport } from '../store/transport';

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
  /** Written out, not imported, so the package's types are this one file (package.json "files"). */
  readonly theme?: 'light' | 'dark' | 'auto';
  /** The five steps (`player`, the default) or the what-if explorer. */
  readonly view?: 'player' | 'explore';
  /** The explorer's lanes A and B ("targets:pods,policy:Local") and whether to compare them. */
  readonly explore?: {
    readonly a?: string;
    readonly b?: string;
    readonly compare?: boolean;
    /** A reader's own Service for the explorer: what kubectl get service and get endpointslices print. */
    readonly serviceYaml?: string;
  };
  readonly onStepChange?: (step: number) => void;
  readonly className?: string;
  readonly ref?: Ref<StraightToPodsHandle>;
}

const WHO = '<StraightToPods>';

function warnProp(name: 'step' | 'theme' | 'controls' | 'view', value: unknown): void {
  if (name === 'step' && value === undefined) return;
  const error = optionError(name, value, `${name}={${show(value)}}`);
  if (error) console.warn(`${WHO}: ${error}`);
}

export function StraightToPods({
  step,
  autoplay = false,
  controls = 'full',
  theme = 'auto',
  view = 'player',
  explore,
  onStepChange,
  className,
  ref,
}: StraightToPodsProps) {
  const [store] = useState(() =>
    createPlayerStore({
      step: step !== undefined && isStepNumber(step) ? step : 1,
      playing: autoplay,
      theme: isTheme(theme) ? theme : 'auto',
    }),
  );
  // What the handle, `step` and the events reach: the player, or the explorer while it is shown.
  const [hostTransport] = useState(() => createHostTransport(store));
  // Props come from a host's code, which TypeScript may not have checked (MDX, plain JS): a bad
  // one is ignored with one warning per value, as the custom element's attributes are.
  useEffect(() => warnProp('step', step), [step]);
  useEffect(() => warnProp('theme', theme), [theme]);
  useEffect(() => warnProp('controls', controls), [controls]);
  useEffect(() => warnProp('view', view), [view]);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const onStepChangeRef = useRef(onStepChange);

  useImperativeHandle(
    ref,
    () => ({
      play: () => hostTransport.source.getState().play(),
      pause: () => hostTransport.source.getState().pause(),
      seek: (s, t = 0) => seekFromHost(hostTransport.source, WHO, s, t),
    }),
    [hostTransport],
  );
  useEffect(() => {
    onStepChangeRef.current = onStepChange;
  }, [onStepChange]);
  useEffect(() => {
    if (step !== undefined && step !== hostTransport.source.getState().step)
      hostTransport.source.getState().seek(step, 0);
  }, [step, hostTransport]);
  useEffect(() => store.getState().setTheme(theme), [theme, store]);
  useEffect(
    () =>
      watchEvents(hostTransport.source, (e) => {
        if (e.type === 'stepchange') onStepChangeRef.current?.(e.step);
      }),
    [hostTransport],
  );

  useEffect(
    () => (shadow ? watchHostScheme(shadow.host, (s) => store.getState().setHostScheme(s)) : undefined),
    [shadow, store],
  );

  const host = (el: HTMLDivElement | null) => {
    if (!el || shadow) return;
    const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    adoptPlayerStyles(root);
    setShadow(root);
  };
  return (
    <div ref={host} className={className}>
      {/* Keeps the player's room in the server's HTML (reserve.css); a shadow host does not
          render its own children, so it goes the moment the player renders. */}
      <div className="lb-straight-to-pods-reserve" data-controls={controlsOf(controls)} />
      {shadow &&
        createPortal(
          <Embedded
            store={store}
            host={hostTransport}
            controls={controlsOf(controls)}
            view={viewOf(view)}
            explore={{ ...explore, autoplay }}
          />,
          shadow,
        )}
    </div>
  );
}
