import { Link } from 'react-router';
import { ACCOMMODATION_CATEGORIES } from '@trellis/shared/content-constants';
import type { MatchSelection, MatchedAccommodation } from '@trellis/shared/matching';
import { priorityLabel } from '@trellis/shared/priorities';
import { LoadingIndicator } from '../../components/loading-indicator';
import { ResultsTable } from '../../components/results-table';
import { paths } from '../../config/paths';
import { useMatches } from '../../hooks/use-library';
import { useBuilderStore } from '../../stores/builder-store';
import { BuilderFrame } from './builder-frame';

/** Rows shown per category before 'Show {n} More Matches' (spec §9). */
export const CATEGORY_LIMIT = 20;

/**
 * "Matches Test Anxiety (High), Anxiety (High, counted with Test Anxiety) · builds on
 * Visual Learner": an overlapping need says it added nothing of its own.
 */
export function explainMatch(result: MatchedAccommodation): string {
  const needs = result.needs.map((need) => {
    const priority = priorityLabel(need.chosenPriority);
    return need.countedWith === undefined
      ? `${need.name} (${priority})`
      : `${need.name} (${priority}, counted with ${need.countedWith})`;
  });
  const strengths = result.strengths.map((strength) => strength.name);
  return [
    needs.length ? `Matches ${needs.join(', ')}` : '',
    strengths.length ? `builds on ${strengths.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function useSelection(): MatchSelection {
  const needs = useBuilderStore((state) => state.needs);
  const strengths = useBuilderStore((state) => state.strengths);
  return {
    needs: needs.map((need) => ({ name: need.name, priority: need.priority })),
    strengths: strengths.map((strength) => ({ name: strength.name })),
  };
}

function Results({ results }: { results: MatchedAccommodation[] }) {
  return (
    <>
      <h2 className="h4">Review and Select Recommended Accommodations</h2>
      <p>
        These accommodations meet the needs you chose, best matches first: a need ranked High counts
        more, and the student&apos;s strengths move an accommodation up without ever outweighing a
        need. Equal matches list the lighter support first. Open a title to read it in full, and add
        the ones that fit this student to the plan. Tiers run from 1 (light-touch, for any student)
        to 3 (intensive support).
      </p>
      {ACCOMMODATION_CATEGORIES.map((category) => (
        <ResultsTable
          key={category.prefix}
          heading={category.name}
          headingLevel={3}
          emptyText="None Selected"
          limit={CATEGORY_LIMIT}
          rows={results
            .filter((result) => result.category === category.prefix)
            .map((result) => ({ ...result, explanation: explainMatch(result) }))}
        />
      ))}
    </>
  );
}

/** /builder/select — step 4: the ranked, explained matches by category, to add to the plan. */
export function SelectStep() {
  const selection = useSelection();
  // Recommendations start from needs: strengths only order what the needs bring in.
  const noNeeds = selection.needs.length === 0;
  const matches = useMatches(selection, !noNeeds);
  const done = matches.isSuccess;

  return (
    <BuilderFrame
      step={4}
      intro={null}
      next={{
        kind: 'custom',
        control: done ? (
          <Link to={paths.builder.export} className="btn btn-primary btn-lg">
            Next Step
          </Link>
        ) : null,
      }}
    >
      {noNeeds && (
        <p>
          Recommendations start from the student&apos;s needs:{' '}
          <Link to={paths.builder.needs}>choose at least one need</Link>.
        </p>
      )}
      {!noNeeds && matches.isPending && (
        // As tall as the results will be at least, so the step's footer does not jump.
        <div className="pending-area">
          <LoadingIndicator label="Calculating Matching Accommodations" />
        </div>
      )}
      {matches.isError && (
        <p>The matching accommodations could not be calculated. Please try again.</p>
      )}
      {matches.isSuccess && (
        <>
          {matches.data.total > matches.data.results.length && (
            <p>
              Showing the {matches.data.results.length} best of {matches.data.total} matching
              accommodations.
            </p>
          )}
          <Results results={matches.data.results} />
        </>
      )}
    </BuilderFrame>
  );
}
