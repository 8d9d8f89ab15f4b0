import { Component, type ReactNode } from 'react';
import { useScene } from '../store/context';

interface BoundaryProps {
  readonly resetKey: unknown;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly resetKey: unknown;
}

/** Catches a render that throws; tries again when its key changes. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Words in place of what could not be drawn, from the scene it would have drawn: a story step's
 * caption, or, in a lane of the explorer, the what-if's sentence at this moment.
 */
function Fallback({ what }: { what: string }) {
  const spec = useScene((s) => s.step.spec);
  const said = useScene((s) => s.said?.says ?? '');
  const caption: string | null = 'caption' in spec && typeof spec.caption === 'string' ? spec.caption : null;
  return (
    <div className="fallback" role="note">
      <p className="fallback-message">
        {what} could not be drawn. The controls still work, and{' '}
        {caption
          ? 'the caption tells this step’s story:'
          : 'the Result says what this what-if comes to. Now:'}
      </p>
      <p className="caption">{caption ?? said}</p>
    </div>
  );
}

/**
 * If drawing `what` ever throws, the reader gets the words of what it would have drawn instead,
 * not a blank page; it tries again when what plays changes (another step, another what-if).
 */
export function ErrorBoundary({ what, children }: { what: string; children: ReactNode }) {
  const playing = useScene((s) => s.step);
  return (
    <Boundary resetKey={playing} fallback={<Fallback what={what} />}>
      {children}
    </Boundary>
  );
}
