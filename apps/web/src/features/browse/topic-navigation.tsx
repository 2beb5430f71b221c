import { useState } from 'react';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { NeedCategoriesResponse } from '@trellis/shared/content-api';
import { paths } from '../../config/paths';

type Categories = NeedCategoriesResponse['categories'];

/** The address of a browse topic. */
export function topicPath(id: string): string {
  return `${paths.browse}?topic=${encodeURIComponent(id)}`;
}

/**
 * Wide screens: the need categories, each expanding to its needs. The category of the
 * chosen topic starts open.
 */
export function TopicNavigation({
  categories,
  activeId,
}: {
  categories: Categories;
  activeId: string | null;
}) {
  const activeCategory = categories.find((category) =>
    category.needs.some((need) => need.id === activeId),
  );
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(activeCategory ? [activeCategory.name] : []),
  );
  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <nav aria-label="Topics" className="browse-nav">
      <ul className="list-unstyled mb-0">
        {categories.map((category, index) => {
          const expanded = open.has(category.name);
          return (
            <li key={category.name} className="mb-1">
              <Button
                variant="link"
                className="browse-category w-100 text-start fw-semibold"
                aria-expanded={expanded}
                aria-controls={`topic-group-${index}`}
                onClick={() => toggle(category.name)}
              >
                <span aria-hidden="true" className="browse-caret">
                  {expanded ? '▾' : '▸'}
                </span>{' '}
                {category.name}
              </Button>
              <ul id={`topic-group-${index}`} className="list-unstyled ps-4" hidden={!expanded}>
                {category.needs.map((need) => (
                  <li key={need.id}>
                    <Link
                      to={topicPath(need.id)}
                      className="browse-topic"
                      aria-current={need.id === activeId ? 'page' : undefined}
                    >
                      {need.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Small screens: the same choice as one dropdown. */
export function TopicSelect({
  categories,
  activeId,
  onChoose,
}: {
  categories: Categories;
  activeId: string | null;
  onChoose(id: string): void;
}) {
  return (
    <Form.Group className="browse-select mb-3" controlId="topic-select">
      <Form.Label>Choose a topic</Form.Label>
      <Form.Select
        value={activeId ?? ''}
        onChange={(event) => event.target.value && onChoose(event.target.value)}
      >
        <option value="">Please select a category</option>
        {categories.map((category) => (
          <optgroup key={category.name} label={category.name}>
            {category.needs.map((need) => (
              <option key={need.id} value={need.id}>
                {need.name}
              </option>
            ))}
          </optgroup>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
