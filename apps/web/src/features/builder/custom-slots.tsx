import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { TRAIT_NAME_MAX } from '@trellis/shared/content-constants';

/**
 * The six custom slots of a step. Typing stays local; leaving a field saves all six
 * (spec §4: each slot is removed and re-added when not empty).
 */
export function CustomSlots({
  legend,
  fieldLabel,
  slotIds,
  savedNames,
  onSave,
}: {
  legend: string;
  fieldLabel: string;
  slotIds: readonly string[];
  savedNames: readonly string[];
  onSave(names: string[]): void;
}) {
  const [names, setNames] = useState<string[]>(() => [...savedNames]);
  // When the saved slots change from elsewhere (loaded from the server, Start Over), the
  // fields follow. A field's own save changes nothing visible but trimmed spaces.
  const savedKey = savedNames.join('\u0000');
  const [seenKey, setSeenKey] = useState(savedKey);
  if (savedKey !== seenKey) {
    setSeenKey(savedKey);
    setNames([...savedNames]);
  }
  return (
    <fieldset className="card card-body mb-3">
      <legend className="h5 float-none w-auto px-1 mb-1">{legend}</legend>
      <p className="text-body-secondary small">
        Add up to {slotIds.length} of your own, in your words. Each is saved when you leave its
        field.
      </p>
      <div className="row g-2">
        {slotIds.map((id, index) => (
          <Form.Group key={id} controlId={id} className="col-md-6">
            <Form.Label className="small mb-1">
              {fieldLabel} {index + 1}
            </Form.Label>
            <Form.Control
              value={names[index] ?? ''}
              maxLength={TRAIT_NAME_MAX}
              onChange={(event) =>
                setNames((current) =>
                  current.map((name, i) => (i === index ? event.target.value : name)),
                )
              }
              onBlur={() => onSave(names)}
            />
          </Form.Group>
        ))}
      </div>
    </fieldset>
  );
}
