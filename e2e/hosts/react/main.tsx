import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
// Imported by the package's name, through its exports map, as a docs site would.
import localService from '../../../src/model/own/fixtures/local.yaml?raw';
import { StraightToPods, type StraightToPodsHandle, type StraightToPodsProps } from 'lb-straight-to-pods';

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

/** `?bad`: props as code that TypeScript never checked (MDX, plain JavaScript) may pass them. */
function UntypedHost() {
  const player = useRef<StraightToPodsHandle>(null);
  const props = { step: 9, theme: 'purple', controls: 'tiny' } as unknown as StraightToPodsProps;
  return (
    <main>
      <h1>A docs page with untyped props</h1>
      <button
        type="button"
        onClick={() => {
          player.current?.seek(9);
          player.current?.seek('3' as never);
        }}
      >
        Host: bad seeks
      </button>
      <StraightToPods ref={player} {...props} />
    </main>
  );
}

/**
 * `?explore`: the what-if explorer, comparing two lanes, driven by the host's play(); with
 * `&own`, showing the docs site's own Service, as kubectl prints it.
 */
function ExploreHost() {
  const player = useRef<StraightToPodsHandle>(null);
  return (
    <main>
      <h1>A docs page with the what-if explorer</h1>
      <button type="button" onClick={() => player.current?.play()}>
        Host: play
      </button>
      <StraightToPods
        ref={player}
        view="explore"
        explore={{
          b: 'source:own',
          compare: true,
          ...(query.has('own') ? { serviceYaml: localService } : {}),
        }}
      />
    </main>
  );
}

const query = new URLSearchParams(location.search);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {query.has('bad') ? <UntypedHost /> : query.has('explore') ? <ExploreHost /> : <Host />}
    </StrictMode>,
  );
}
