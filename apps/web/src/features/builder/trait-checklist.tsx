import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { InfoIcon } from '../../components/info-icon';

/** A library strength or need as the checklist lists it. */
export interface TraitOption {
  id: string;
  name: string;
}

/**
 * One category's strengths or needs as checkboxes, each with an info button that opens
 * its description in the small modal.
 */
export function TraitChecklist({
  category,
  options,
  chosenIds,
  onToggle,
  onDescribe,
}: {
  category: string;
  options: TraitOption[];
  chosenIds: ReadonlySet<string>;
  onToggle(option: TraitOption): void;
  onDescribe(option: TraitOption): void;
}) {
  return (
    <fieldset className="trait-category card card-body mb-3">
      <legend className="h5 float-none w-auto px-1 mb-2">{category}</legend>
      <ul className="trait-list list-unstyled mb-0">
        {options.map((option) => (
          <li key={option.id} className="d-flex align-items-start gap-2">
            <Form.Check
              id={`trait-${option.id}`}
              type="checkbox"
              label={option.name}
              checked={chosenIds.has(option.id)}
              onChange={() => onToggle(option)}
              className="mb-0"
            />
            <Button
              variant="link"
              size="sm"
              className="trait-info p-0"
              aria-label={`About ${option.name}`}
              title={`About ${option.name}`}
              onClick={() => onDescribe(option)}
            >
              <InfoIcon />
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
