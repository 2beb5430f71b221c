import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ACCOMMODATION_CATEGORIES } from '@trellis/shared/content-constants';
import type { TopicResponse } from '@trellis/shared/content-api';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { ResultsTable } from '../../components/results-table';
import { RichText } from '../../components/rich-text';
import { topicQuery, useNeedCategories } from '../../hooks/use-library';
import { TopicNavigation, TopicSelect, topicPath } from './topic-navigation';

/** The spec's wide-screen breakpoint: side navigation at and above it, a dropdown below. */
export const WIDE_SCREEN = '(min-width: 775px)';

const TIMEOUT_MESSAGE =
  'Timeout error: Unfortunately, your request to browse this topic timed out. Please try again.';

const SECTIONS = [
  ['considerations', 'Considerations for learning impact'],
  ['resources', 'Skill Building Resources'],
  ['process', 'Accommodation and Modification Consideration Process'],
] as const;

function Topic({ topic }: { topic: TopicResponse }) {
  const { need, accommodations } = topic;
  return (
    <article aria-labelledby="topic-heading">
      <p className="text-body-secondary mb-1">{need.category}</p>
      <h2 id="topic-heading" className="h3">
        {need.name}
      </h2>
      <RichText markdown={need.description} className="mb-4" />
      {ACCOMMODATION_CATEGORIES.map((category) => (
        <ResultsTable
          key={category.prefix}
          heading={category.name}
          headingLevel={3}
          emptyText="None Suggested"
          rows={accommodations
            .filter((entry) => entry.category === category.prefix)
            .map((entry) => ({ ...entry, explanation: entry.subtitle }))}
        />
      ))}
      {SECTIONS.map(([field, title]) => (
        <section key={field} className="mb-4" aria-labelledby={`topic-${field}`}>
          <h3 id={`topic-${field}`} className="h4">
            {title}
          </h3>
          <RichText markdown={need[field]} />
        </section>
      ))}
    </article>
  );
}

function TopicContent({ id }: { id: string | null }) {
  const topic = useQuery({ ...topicQuery(id ?? ''), enabled: id !== null });
  const loaded = topic.isSuccess;
  useEffect(() => {
    // Spec §2: on wide screens the view returns to the top once a topic has loaded.
    if (loaded && window.matchMedia?.(WIDE_SCREEN).matches) window.scrollTo(0, 0);
  }, [loaded, id]);

  if (id === null) return <p>To begin, select a topic from the navigation menu.</p>;
  if (topic.isPending) return <LoadingIndicator />;
  if (topic.isError) {
    return (
      <p className="alert alert-danger" role="alert">
        {TIMEOUT_MESSAGE}
      </p>
    );
  }
  return <Topic topic={topic.data} />;
}

/** /browser/topics — browse the library by need; the chosen topic is in the address. */
export function BrowsePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const categories = useNeedCategories();
  const activeId = params.get('topic');

  return (
    <section className="py-4">
      <PageHeading>Browse by Topic</PageHeading>
      {categories.isPending && <LoadingIndicator />}
      {categories.data && (
        <Row className="g-4">
          <Col className="browse-sidebar">
            <TopicNavigation categories={categories.data} activeId={activeId} />
            <TopicSelect
              categories={categories.data}
              activeId={activeId}
              onChoose={(id) => void navigate(topicPath(id))}
            />
          </Col>
          <Col className="browse-main">
            <TopicContent key={activeId ?? ''} id={activeId} />
          </Col>
        </Row>
      )}
    </section>
  );
}
