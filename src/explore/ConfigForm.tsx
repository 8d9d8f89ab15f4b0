import { useId } from 'react';
import { FIELDS, FIELD_NAMES, applies, type Config, type Field } from '../model/explore';
import { useExplore } from '../store/exploreContext';
import type { LaneIndex } from '../store/explore';

/** One field of a lane's configuration, as a group of radio buttons named as the field is. */
function FieldGroup<F extends Field>({ lane, field }: { lane: LaneIndex; field: F }) {
  const value = useExplore((e) => e.lanes[lane].config[field]);
  const enabled = useExplore((e) => applies(e.lanes[lane].config, field));
  const setField = useExplore((e) => e.setField);
  const legendId = useId();
  const noteId = useId();
  const name = useId();
  const { name: label, options } = FIELDS[field];
  return (
    <fieldset
      className="config-field"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={enabled ? undefined : noteId}
      disabled={!enabled}
    >
      <legend id={legendId}>{label}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => setField(lane, field, o.value as Config[F])}
          />
          {o.label}
        </label>
      ))}
      {!enabled && (
        <span id={noteId} className="muted">
          {' '}
          (where the targets are Node ports)
        </span>
      )}
    </fieldset>
  );
}

/** A lane's configuration: every field the model takes, each as radio buttons. */
export function ConfigForm({ lane }: { lane: LaneIndex }) {
  return (
    <div className="config">
      {FIELD_NAMES.map((f) => (
        <FieldGroup key={f} lane={lane} field={f} />
      ))}
    </div>
  );
}
