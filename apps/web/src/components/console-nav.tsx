import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router';

export interface ConsoleSection {
  to: string;
  label: string;
}

/**
 * The sections of a console (district or operator) as a row of links under the page heading.
 * Plain links, not ARIA tabs: each section is its own page with its own address and title,
 * and `aria-current="page"` (from NavLink) tells a screen reader which one is open.
 */
export function ConsoleNav({ label, sections }: { label: string; sections: ConsoleSection[] }) {
  return (
    // When the links wrap on a phone, the rows sit close (a small row gap); each link's own
    // padding keeps it well above the 24 px target size.
    <Nav as="nav" variant="underline" aria-label={label} className="mb-4 flex-wrap row-gap-1">
      {sections.map((section) => (
        <Nav.Item key={section.to}>
          <Nav.Link as={NavLink} to={section.to} end>
            {section.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
