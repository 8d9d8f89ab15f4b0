import { Component, type ReactNode } from 'react';
import { compiledStep } from '../model/scene';
import { usePlayer } from '../store/context';

interface BoundaryProps {
  readonly resetKey: unknown;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly resetKey: unknown;
}

/** Catches a render that throws; tries again when the reader moves to another step. */
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

function Fallback({ what }: { what: string }) {
  const step = usePlayer((p) => p.step);
  return (
    <div className="fallback" role="note">
      <p className="fallback-message">
        {what} could not be drawn. The controls still work, and the caption tells this step’s story:
      </p>
      <p className="caption">{compiledStep(step).spec.caption}</p>
    </div>
  );
}

/** If drawing `what` ever throws, the reader gets the step's caption instead, not a blank page. */
export function ErrorBoundary({ what, children }: { what: string; children: ReactNode }) {
  const step = usePlayer((p) => p.step);
  return (
    <Boundary resetKey={step} fallback={<Fallback what={what} />}>
      {children}
    </Boundary>
  );
}
