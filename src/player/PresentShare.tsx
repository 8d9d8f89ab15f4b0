import { useEffect, useRef, useState, type RefObject } from 'react';
import { linkTo, urlSeconds } from '../model/params';
import { usePlayer, usePlayerStore } from '../store/context';
import { shownTheme } from '../store/player';
import { positionText } from './Scrubber';
import { useMotionParts } from '../hooks/useMotionParts';
import { stillNow } from '../hooks/useStill';
import { hasVideoEncoder, loadExporter } from '../export/load';
import { useMenu } from '../hooks/useMenu';

/** A video or GIF being rendered: how far it is, and how to stop it. */
interface Job {
  readonly kind: 'video' | 'GIF';
  readonly done: number;
  readonly total: number;
  readonly abort: AbortController;
}

/**
 * The presenter view, a link to this moment, stills of this frame and the handout: used less
 * often than playing, so they sit behind one button and keep the controls on one line.
 */
export function PresentShare({
  root,
  sharing,
  speakerView,
}: {
  root: RefObject<HTMLElement | null>;
  sharing: boolean;
  /** Opens the speaker view, where the page has one; whether its window opened. */
  speakerView?: () => boolean;
}) {
  const store = usePlayerStore();
  const presenting = usePlayer((p) => p.presenting);
  const setPresenting = usePlayer((p) => p.setPresenting);
  const menu = useMenu();
  const { choose } = menu;
  const [status, setStatus] = useState('');
  const [manualLink, setManualLink] = useState('');
  const menuId = menu.id;
  // What a video or GIF covers, and a video's size; then the one being rendered, if any.
  const [wholeStory, setWholeStory] = useState(false);
  const [bigVideo, setBigVideo] = useState(false);
  const [captions, setCaptions] = useState(true);
  const [job, setJob] = useState<Job | null>(null);
  const running = useRef<AbortController | null>(null);
  // A player that goes away stops its rendering, and the memory it holds goes with it.
  useEffect(() => () => running.current?.abort(), []);
  // Until the drawing's code is here the stage is an empty frame, and a saved file would be one
  // too: the two download buttons stay disabled till then. The code that saves it comes with it.
  const parts = useMotionParts();
  const loading = parts === undefined;

  const copyLink = async () => {
    const url = linkTo(store.getState(), window.location.href);
    try {
      await navigator.clipboard.writeText(url);
      setManualLink('');
      setStatus('Link copied.');
    } catch {
      // Without clipboard permission the reader copies it by hand.
      setManualLink(url);
      setStatus('Copy this link:');
    }
  };

  const saveFrame = async (kind: 'svg' | 'png') => {
    const stage = root.current?.querySelector('svg.stage');
    if (
      !parts ||
      parts instanceof Error ||
      !(stage instanceof SVGSVGElement) ||
      stage.childElementCount === 0
    ) {
      setStatus('The diagram could not be drawn, so there is no frame to save.');
      return;
    }
    const s = store.getState();
    const name = `lb-straight-to-pods-step-${s.step}-${urlSeconds(s.t)}s.${kind}`;
    const { download, frameAsPngDataUrl, frameAsSvg, svgDataUrl } = parts;
    const svg = frameAsSvg(stage, `LoadBalancer Straight to Pods — ${positionText(s, s.showReply)}`);
    const url = kind === 'svg' ? svgDataUrl(svg) : await frameAsPngDataUrl(svg);
    download(url, name);
    setStatus(`Saved ${name}.`);
  };

  // Rendered from positions on a stage of its own, out of sight: the reader's player goes on
  // as it was. The exporter's chunk is fetched now, the first time one is asked for.
  const render = async (format: 'webm' | 'gif') => {
    const host = root.current;
    const kind = format === 'webm' ? 'video' : 'GIF';
    if (!loadExporter || !host || running.current || !parts || parts instanceof Error) return;
    if (format === 'webm' && !hasVideoEncoder()) {
      setStatus('This browser cannot make a video (it has no WebCodecs). Download GIF works here.');
      return;
    }
    const abort = new AbortController();
    running.current = abort;
    setJob({ kind, done: 0, total: 0, abort });
    setStatus('');
    const s = store.getState();
    let exporter: Awaited<ReturnType<typeof loadExporter>> | undefined;
    try {
      exporter = await loadExporter();
      const { blob } = await exporter.renderStory({
        host,
        format,
        step: wholeStory ? undefined : s.step,
        reply: s.showReply,
        theme: shownTheme(s),
        reduceMotion: stillNow(s.reduceMotion),
        width: format === 'webm' ? (bigVideo ? 1920 : 1280) : undefined,
        captions,
        signal: abort.signal,
        onProgress: (done, total) => setJob((j) => j && { ...j, done, total }),
      });
      if (!blob) throw new Error(`no ${kind}`);
      const name = `lb-straight-to-pods${wholeStory ? '' : `-step-${s.step}`}.${format}`;
      const url = URL.createObjectURL(blob);
      parts.download(url, name);
      // The browser reads the file from the URL after the click returns; a minute is ample.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setStatus(`Saved ${name} (${(blob.size / 1e6).toFixed(1)} MB).`);
    } catch (error) {
      if (exporter && error instanceof exporter.Cancelled) setStatus('Rendering cancelled.');
      else if (exporter && error instanceof exporter.Unsupported)
        setStatus(`${error.message} Download GIF works here.`);
      else {
        setStatus(`The ${kind} could not be made.`);
        console.error(error);
      }
    } finally {
      running.current = null;
      setJob(null);
    }
  };
  const busy = loading || job !== null;

  return (
    <div className="present-share" {...menu.box}>
      <button type="button" aria-label={sharing ? 'Present & share' : 'Present & save'} {...menu.button}>
        {sharing ? 'Share' : 'Save'} ▾
      </button>
      <div id={menuId} className="menu" hidden={!menu.open}>
        {/* Its name says what it does now; aria-pressed as well read "Leave presenter view, pressed". */}
        <button type="button" onClick={() => choose(() => setPresenting(!presenting))}>
          {presenting ? 'Leave presenter view' : 'Presenter view'}
          <kbd>F</kbd>
        </button>
        {speakerView && (
          <button
            type="button"
            onClick={() =>
              choose(() =>
                setStatus(
                  speakerView() ? '' : 'The browser blocked the speaker view’s window: allow pop-ups here.',
                ),
              )
            }
          >
            Speaker view
            <kbd>S</kbd>
          </button>
        )}
        {sharing && (
          <button type="button" onClick={() => choose(copyLink)}>
            Copy link to this moment
          </button>
        )}
        <button type="button" disabled={loading} onClick={() => choose(() => saveFrame('svg'))}>
          Download this frame as SVG
        </button>
        <button type="button" disabled={loading} onClick={() => choose(() => saveFrame('png'))}>
          Download this frame as PNG
        </button>
        {loadExporter && (
          <>
            <fieldset className="export-options">
              <legend>Video and GIF of</legend>
              <label>
                <input
                  type="radio"
                  name={`${menuId}-of`}
                  checked={!wholeStory}
                  onChange={() => setWholeStory(false)}
                />{' '}
                this step
              </label>
              <label>
                <input
                  type="radio"
                  name={`${menuId}-of`}
                  checked={wholeStory}
                  onChange={() => setWholeStory(true)}
                />{' '}
                the whole story
              </label>
              <label>
                <input type="checkbox" checked={bigVideo} onChange={(e) => setBigVideo(e.target.checked)} />{' '}
                video at 1920×1080, not 1280×720
              </label>
              <label>
                <input type="checkbox" checked={captions} onChange={(e) => setCaptions(e.target.checked)} />{' '}
                with captions
              </label>
            </fieldset>
            <button type="button" disabled={busy} onClick={() => choose(() => render('webm'))}>
              Download video
            </button>
            <button type="button" disabled={busy} onClick={() => choose(() => render('gif'))}>
              Download GIF
            </button>
          </>
        )}
        {sharing && <a href="?view=handout">Handout</a>}
      </div>
      {job && (
        <div className="rendering">
          <progress
            aria-label={`Rendering ${job.kind}`}
            aria-valuetext={`frame ${job.done} of ${job.total}`}
            max={job.total || 1}
            value={job.done}
          />
          <button type="button" onClick={() => job.abort.abort()}>
            Cancel
          </button>
        </div>
      )}
      <p className="status" role="status">
        {status}
        {manualLink && (
          <input
            className="manual-link"
            readOnly
            value={manualLink}
            aria-label="Link to this moment"
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
      </p>
    </div>
  );
}
