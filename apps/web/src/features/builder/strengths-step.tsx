import { CUSTOM_STRENGTH_IDS } from '@trellis/shared/builder-slots';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useStrengthCategories } from '../../hooks/use-library';
import { customSlotNames, useBuilderStore } from '../../stores/builder-store';
import { useDetailModalStore } from '../../stores/detail-modal-store';
import { BuilderFrame } from './builder-frame';
import { ChosenCount } from './chosen-count';
import { CustomSlots } from './custom-slots';
import { TraitChecklist } from './trait-checklist';

/** /builder/strengths — step 1: choose the student's strengths, plus up to six of one's own. */
export function StrengthsStep() {
  const categories = useStrengthCategories();
  const strengths = useBuilderStore((state) => state.strengths);
  const toggleStrength = useBuilderStore((state) => state.toggleStrength);
  const saveCustomStrengths = useBuilderStore((state) => state.saveCustomStrengths);
  const showStrength = useDetailModalStore((state) => state.showStrength);
  const chosenIds = new Set(strengths.map((strength) => strength.id));

  return (
    <BuilderFrame
      step={1}
      intro={
        <p>
          Check what the student does well. Accommodations that build on these strengths rank
          higher. The info button beside each one says what it means.
        </p>
      }
    >
      <ChosenCount count={strengths.length} singular="strength" plural="strengths" />
      {categories.isPending && <LoadingIndicator />}
      {categories.isError && <p>The strengths could not be loaded. Please reload the page.</p>}
      <div className="trait-columns">
        {categories.data?.map((category) => (
          <TraitChecklist
            key={category.name}
            category={category.name}
            options={category.strengths}
            chosenIds={chosenIds}
            onToggle={toggleStrength}
            onDescribe={(option) => {
              const strength = category.strengths.find((item) => item.id === option.id);
              if (strength) showStrength(strength);
            }}
          />
        ))}
      </div>
      <CustomSlots
        legend="Other Strengths"
        fieldLabel="Custom strength"
        slotIds={CUSTOM_STRENGTH_IDS}
        savedNames={customSlotNames(strengths, CUSTOM_STRENGTH_IDS)}
        onSave={saveCustomStrengths}
      />
    </BuilderFrame>
  );
}
