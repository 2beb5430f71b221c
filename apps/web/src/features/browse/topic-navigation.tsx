import { useRef, useState } from 'react';
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

// Keys with which a closed select changes its value one option at a time. Moving through the
// topics with them must not open each one (WCAG 3.2.2): the choice waits for Enter or Show Topic.
const BROWSING_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|[^ ])$/;

/**
 * Small screens: the same choice as one dropdown. A topic picked with the mouse (or the
 * browser's option list) opens at once; one reached with the arrow keys opens on Enter or the
 * Show Topic button.
 */
export function TopicSelect({
  categories,
  activeId,
  onChoose,
}: {
  categories: Categories;
  activeId: string | null;
  onChoose(id: string): void;
}) {
  // The topic picked but not yet opened, for the topic shown when it was picked: a new address
  // (e.g. the Back button) shows its own topic again.
  const [draft, setDraft] = useState<{ for: string | null; id: string } | null>(null);
  const chosen = draft?.for === activeId ? draft.id : (activeId ?? '');
  // Set from keydown to keyup of a browsing key: the change it makes is only a draft.
  const browsingByKey = useRef(false);
  const open = (id: string) => {
    if (id && id !== activeId) onChoose(id);
  };

  return (
    <Form
      className="browse-select mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        open(chosen);
      }}
    >
      <Form.Group controlId="topic-select">
        <Form.Label>Choose a topic</Form.Label>
        <div className="d-flex gap-2">
          <Form.Select
            value={chosen}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                open(chosen);
              } else if (BROWSING_KEYS.test(event.key)) {
                browsingByKey.current = true;
              }
            }}
            // Reset on every way the key can end, should the browser's option list swallow a keyup.
            onKeyUp={() => {
              browsingByKey.current = false;
            }}
            onMouseDown={() => {
              browsingByKey.current = false;
            }}
            onBlur={() => {
              browsingByKey.current = false;
            }}
            onChange={(event) => {
              const id = event.target.value;
              if (browsingByKey.current) setDraft({ for: activeId, id });
              else open(id);
            }}
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
          <Button type="submit" variant="outline-primary" className="text-nowrap">
            Show Topic
          </Button>
        </div>
      </Form.Group>
    </Form>
  );
}
