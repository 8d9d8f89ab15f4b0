import { useId } from 'react';
import { fieldsOf } from '../model/explore/cast';
import { FIELD_NAMES, applies, differingFields, type Config, type Field } from '../model/explore/config';
import { useExplore, type LaneIndex } from '../store/explore';

/**
 * One field of a lane's configuration, as a group of radio buttons named as the field is. Beside
 * the other lane, a field set apart from it says so in its legend, in words, and in its
 * description, so that the difference is not told by colour alone.
 */
function FieldGroup<F extends Field>({ lane, field }: { lane: LaneIndex; field: F }) {
  const value = useExplore((e) => e.lanes[lane].config[field]);
  const enabled = useExplore((e) => applies(e.lanes[lane].config, field));
  const differs = useExplore(
    (e) => e.compare && differingFields(e.lanes[0].config, e.lanes[1].config).includes(field),
  );
  const setField = useExplore((e) => e.setField);
  const legendId = useId();
  const differsId = useId();
  const noteId = useId();
  const name = useId();
  const cast = useExplore((e) => e.cast);
  const { name: label, options } = fieldsOf(cast)[field];
  const described = [differs && differsId, !enabled && noteId].filter(Boolean).join(' ');
  return (
    <fieldset
      className={differs ? 'config-field differs' : 'config-field'}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={described || undefined}
      disabled={!enabled}
    >
      <legend>
        <span id={legendId}>{label}</span>
        {differs && (
          <span id={differsId} className="differs-note">
            differs from {lane === 0 ? 'B' : 'A'}
          </span>
        )}
      </legend>
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
