import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
// Imported by the package's name, through its exports map, as a docs site would.
import { StraightToPods, type StraightToPodsHandle } from 'lb-straight-to-pods';

function Host() {
  const player = useRef<StraightToPodsHandle>(null);
  const [step, setStep] = useState(2);
  const [heard, setHeard] = useState<number[]>([]);
  return (
    <main>
      <h1>A React docs page</h1>
      <p>
        <button type="button" onClick={() => player.current?.seek(4, 1)}>
          Host: seek to step 4
        </button>
        <button type="button" onClick={() => setStep(5)}>
          Host: step prop 5
        </button>
        <button type="button" onClick={() => player.current?.play()}>
          Host: play
        </button>
      </p>
      <p aria-live="polite">Heard steps: {heard.join(', ') || 'none'}</p>
      <StraightToPods
        ref={player}
        step={step}
        theme="dark"
        controls="minimal"
        onStepChange={(s) => setHeard((h) => [...h, s])}
      />
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Host />
    </StrictMode>,
  );
}
