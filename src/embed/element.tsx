import { createRoot, type Root } from 'react-dom/client';
import { readyEvent, watchEvents, type PlayerEvent } from '../store/events';
import { createPlayerStore, type PlayerStore } from '../store/player';
import { reportOnce } from '../store/report';
import { createHostTransport } from '../store/transport';
import { controlsOf, optionError, seekFromHost, viewOf } from './checks';
import { Embedded } from './Embedded';
import { watchHostScheme } from './hostScheme';
import { adoptPlayerStyles } from './shadowStyles';

// <lb-straight-to-pods step="3" autoplay controls="full|minimal" theme="light|dark|auto"
// view="player|explore" a="…" b="…" compare service-yaml="…">:
// one ES module a plain HTML page loads with <script type="module">. Attributes and methods
// are thin layers over the player's store; events are the store's, as DOM events.

export const ELEMENT_NAME = 'lb-straight-to-pods';

export class LbStraightToPods extends HTMLElement {
  static observedAttributes = ['step', 'autoplay', 'controls', 'theme', 'view', 'service-yaml'];

  readonly #store: PlayerStore = createPlayerStore();
  // What the methods, `step`, `autoplay` and the events reach: the player, or the explorer.
  readonly #host = createHostTransport(this.#store);
  #root: Root | null = null;
  #stopEvents: (() => void) | null = null;
  #stopScheme: (() => void) | null = null;

  play(): void {
    this.#host.source.getState().play();
  }

  pause(): void {
    this.#host.source.getState().pause();
  }

  seek(step: number, t = 0): void {
    seekFromHost(this.#host.source, `<${ELEMENT_NAME}>`, step, t);
  }

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptPlayerStyles(shadow);
    const mount =
      shadow.querySelector('div[data-lb-mount]') ?? shadow.appendChild(document.createElement('div'));
    mount.setAttribute('data-lb-mount', '');
    this.#root = createRoot(mount, { onCaughtError: (error) => reportOnce(error) });
    this.#stopEvents = watchEvents(this.#host.source, this.#emit);
    this.#stopScheme = watchHostScheme(this, (scheme) => this.#store.getState().setHostScheme(scheme));
    if (this.hasAttribute('autoplay')) this.#host.source.getState().play();
    this.#render();
  }

  disconnectedCallback(): void {
    this.#stopEvents?.();
    this.#stopScheme?.();
    this.#root?.unmount();
    this.#root = null;
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    const p = this.#store.getState();
    const playing = this.#host.source.getState();
    const warn = (error: string | null) => {
      if (error) console.warn(`<${ELEMENT_NAME}>: ${error}`);
      return error !== null;
    };
    const written = `${name}="${String(value).slice(0, 20)}"`;
    if (name === 'step' && value !== null) {
      const step = Number(value);
      if (!warn(optionError('step', step, written))) playing.seek(step, 0);
    } else if (name === 'theme') {
      if (!warn(optionError('theme', value ?? 'auto', written))) p.setTheme(value ?? 'auto');
    } else if (name === 'autoplay' && value !== null && this.isConnected) {
      playing.play();
    } else if (name === 'controls') {
      // Present without a value (`controls`) means the full set, as the default does.
      if (value !== null && value !== '') warn(optionError('controls', value, written));
      this.#render();
    } else if (name === 'view') {
      if (value !== null) warn(optionError('view', value, written));
      this.#render();
    } else if (name === 'service-yaml') {
      // The explorer reads each Service it is given; a bad one gets its message there.
      this.#render();
    }
  }

  readonly #emit = (e: PlayerEvent): void => {
    this.dispatchEvent(new CustomEvent(e.type, { detail: e, bubbles: true, composed: true }));
  };

  // `ready` once drawn, so a host script that runs after this module still hears it.
  readonly #ready = (): void => this.#emit(readyEvent(this.#host.source));

  #render(): void {
    this.#root?.render(
      <Embedded
        store={this.#store}
        host={this.#host}
        controls={controlsOf(this.getAttribute('controls'))}
        onReady={this.#ready}
        view={viewOf(this.getAttribute('view'))}
        explore={{
          a: this.getAttribute('a') ?? undefined,
          b: this.getAttribute('b') ?? undefined,
          compare: this.hasAttribute('compare'),
          autoplay: this.hasAttribute('autoplay'),
          serviceYaml: this.getAttribute('service-yaml') ?? undefined,
        }}
      />,
    );
  }
}

// Loading this module twice, or next to another copy, is harmless.
if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, LbStraightToPods);

declare global {
  interface HTMLElementTagNameMap {
    [ELEMENT_NAME]: LbStraightToPods;
  }
}
