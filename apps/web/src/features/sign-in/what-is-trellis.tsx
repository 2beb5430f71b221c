import Card from 'react-bootstrap/Card';

/** The explanation panel beside the sign-in form. */
export function WhatIsTrellis() {
  return (
    <Card
      as="section"
      aria-labelledby="what-is-trellis"
      className="h-100 border-0 bg-body-tertiary"
    >
      <Card.Body className="p-4">
        <h2 id="what-is-trellis" className="h4">
          What is Trellis?
        </h2>
        <p>
          Trellis helps IEP teams, parents and teachers choose accommodations and modifications for
          a student. Start from what the student does well and where they struggle, rank the needs
          that matter most, and Trellis suggests supports from a library of several hundred, ranked
          for this student.
        </p>
        <ul className="mb-3">
          <li>Identify strengths and needs, then set each need's priority.</li>
          <li>
            Review ranked suggestions in four areas: behavioral, curriculum, learning and assessing.
          </li>
          <li>Collect the ones you choose in a plan to print, download, e-mail or monitor.</li>
        </ul>
        <p className="mb-0">
          Trellis suggests; the student's IEP team decides. Every plan is a starting point for that
          conversation.
        </p>
      </Card.Body>
    </Card>
  );
}
